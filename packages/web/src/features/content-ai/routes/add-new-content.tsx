import { PlaceholderScreen } from '@/components/placeholder-screen';

export function Component() {
  return <PlaceholderScreen title="Add new content" />;
}
