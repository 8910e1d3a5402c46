import { Link } from 'react-router';
import { useUrlState } from '@/lib/url-state';
import { listingUrl } from './listing-url';

/** The active search shown as removable labels (`q: rioja ×`). */
export function SearchLabels() {
  const { view, hrefFor } = useUrlState(listingUrl);
  if (view.q === '') return null;
  return (
    <ul aria-label="Search labels" className="flex flex-wrap gap-2">
      <li className="inline-flex items-center gap-1 rounded-full border border-sky-200 bg-sky-50 py-0.5 pr-1 pl-3 text-sm text-sky-900">
        <span>q: {view.q}</span>
        <Link
          to={hrefFor({ q: '' })}
          aria-label={`Remove search q: ${view.q}`}
          className="rounded-full px-1.5 leading-5 text-sky-700 hover:bg-sky-100 hover:text-sky-950"
        >
          ×
        </Link>
      </li>
    </ul>
  );
}
