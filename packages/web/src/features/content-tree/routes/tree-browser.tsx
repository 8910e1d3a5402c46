import { useSearchParams } from 'react-router';
import { PlaceholderScreen } from '../../../components/placeholder-screen';

/** The content tree browser, driven by `?path=` (site-content-and-shell §2.3). */
export function Component() {
  const [searchParams] = useSearchParams();
  const path = searchParams.get('path') || '/';
  return <PlaceholderScreen title={`Content at ${path}`} />;
}
