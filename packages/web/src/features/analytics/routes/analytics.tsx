import { useNavigate } from 'react-router';
import { AdminOnly } from '@/components/admin-only';
import { Screen } from '@/components/screen';
import { Tabs } from '@/components/ui/tabs';
import { FunnelTab } from '@/features/analytics/components/funnel-tab';
import { PriceComparatorTab } from '@/features/analytics/components/price-comparator-tab';
import { ProductTrafficTab } from '@/features/analytics/components/product-traffic-tab';
import { type AnalyticsTab, analyticsUrl } from '@/features/analytics/utils/analytics-url';
import { useUrlState } from '@/lib/url-state';

const TITLE = 'Analytics';

/** The tabs of commerce-operations §2. */
const TABS: readonly { value: AnalyticsTab; label: string }[] = [
  { value: 'traffic', label: 'Product traffic & performance' },
  { value: 'funnel', label: 'Funnel' },
  { value: 'price-comparator', label: 'Price comparator' },
];

/** Analytics: three tabs, the one shown in `?tab=` (default the traffic table). */
function AnalyticsScreen() {
  const { view } = useUrlState(analyticsUrl);
  const navigate = useNavigate();
  const tab: AnalyticsTab = view.tab || 'traffic';

  return (
    <Screen title={TITLE}>
      <Tabs
        label="Analytics tabs"
        value={tab}
        tabs={TABS}
        // Each tab keeps only its own state in the URL: another tab starts from none.
        onValueChange={(next) =>
          void navigate({
            search: analyticsUrl.search(new URLSearchParams(), { tab: next === 'traffic' ? '' : next }),
          })
        }
      >
        {tab === 'traffic' ? (
          <ProductTrafficTab />
        ) : tab === 'funnel' ? (
          <FunnelTab />
        ) : (
          <PriceComparatorTab />
        )}
      </Tabs>
    </Screen>
  );
}

/** Administrators only: nothing of the screen runs for anyone else. */
export function Component() {
  return (
    <AdminOnly title={TITLE}>
      <AnalyticsScreen />
    </AdminOnly>
  );
}
