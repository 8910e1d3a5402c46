import { Screen } from '@/components/screen';

/** The fallback for any URL under /-admin that names no screen; the sidebar stays to leave it. */
export function Component() {
  return <Screen title="Page not found" spacing="tight" />;
}
