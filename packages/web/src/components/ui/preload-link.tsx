import { Link, type LinkProps } from 'react-router';
import { usePreloadOnIntent } from '@/lib/use-preload-on-intent';

export interface PreloadLinkProps extends Omit<LinkProps, 'to' | 'onMouseEnter' | 'onFocus'> {
  /** An in-app href (`/?path=/bodegas/`, `/orders/delays`). */
  to: string;
}

/**
 * The link to a screen of the admin: a router link that preloads the screen's chunk and first data on hover or focus
 * (`usePreloadOnIntent`), so the screen opens from what is already there.
 */
export function PreloadLink(props: PreloadLinkProps) {
  return <Link {...props} {...usePreloadOnIntent(props.to)} />;
}
