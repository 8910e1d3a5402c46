import { PlaceholderScreen } from '@/components/placeholder-screen';

export function Component() {
  return <PlaceholderScreen title="Import cost warehouse" />;
}
