import { commerceMessages } from '@cellar/validation/commerce';

/** The Funnel tab: "Under construction", as the spec says (commerce-operations §2). */
export function FunnelTab() {
  return <p className="text-sm text-slate-600">{commerceMessages.analytics.underConstruction}</p>;
}
