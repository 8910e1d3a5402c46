import { catalogueMessages } from '@cellar/validation/catalogue';

/**
 * What '+ Add URL' replaces: the group's URL in the country, when it has one (adding is the update call, §7, so the
 * URL stored goes). Nothing when the group has none.
 */
export function ReplacedUrlNote({ url }: { url: string | undefined }) {
  if (!url) return null;
  return (
    <p
      role="status"
      className="rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm break-all text-amber-900"
    >
      {catalogueMessages.priceComparator.replacesUrl(url)}
    </p>
  );
}
