import type { Resource } from '@cellar/sdk';
import { GRAPE_TAG_TYPE, grapePagePath, tagSlugs } from '@cellar/validation/site';
import { ExternalLink } from '@/components/ui/external-link';
import { shopPageUrl } from '@/components/view-on-shop-menu';
import { useShops } from '@/lib/use-shops';

export const GRAPE_LINKS_TITLE = 'Grape preview';

/**
 * The grape preview links (site-content-and-shell §2.6): the grape's public page on each configured shop, in the
 * shop's language, from the stored names (their slugs), opened in a new tab. Other tags have none.
 */
export function GrapeLinks({ object }: { object: Resource }) {
  const shops = useShops();
  if (object.type !== GRAPE_TAG_TYPE) return null;
  const slugs = tagSlugs(object.localized_text);
  return (
    <section aria-label={GRAPE_LINKS_TITLE} className="flex flex-col gap-2">
      <h3 className="text-sm font-medium text-slate-700">{GRAPE_LINKS_TITLE}</h3>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {(shops.data?.shops ?? []).map((shop) => (
          <li key={shop.id}>
            <ExternalLink href={shopPageUrl(shop, grapePagePath(shop.language, slugs[shop.language]))}>
              {shop.host}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
