import { useParams } from 'react-router';
import { PlaceholderScreen } from '@/components/placeholder-screen';

export function Component() {
  const { '*': rest = '' } = useParams();
  return <PlaceholderScreen title={`Customers ${rest}`} />;
}
