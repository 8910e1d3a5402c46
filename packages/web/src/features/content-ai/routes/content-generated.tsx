import { PlaceholderScreen } from '@/components/placeholder-screen';

export function Component() {
  return <PlaceholderScreen title="Content generated for AI" />;
}
