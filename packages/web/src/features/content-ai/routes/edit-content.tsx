import { useParams } from 'react-router';
import { PlaceholderScreen } from '@/components/placeholder-screen';

export function Component() {
  const { id = '' } = useParams();
  return <PlaceholderScreen title={`Edit content ${id}`} />;
}
