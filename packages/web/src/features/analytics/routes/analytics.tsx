import { useSearchParams } from 'react-router';
import { AdminOnly } from '@/components/admin-only';
import { Screen } from '@/components/screen';
import { Tabs } from '@/components/ui/tabs';
import { FunnelTab } from '@/features/analytics/components/funnel-tab';
import { PriceComparatorTab } from '@/features/analytics/components/price-comparator-tab';
import { ProductTrafficTab } from '@/features/analytics/components/product-traffic-tab';

const TITLE = 'Analytics';

/** The tabs of commerce-operations §2, with the value `?tab=` holds. */
const TABS = [
  { value: 'traffic', label: 'Product traffic & performance' },
  { value: 'funnel', label: 'Funnel' },
  { value: 'price-comparator', label: 'Price comparator' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/** Analytics: three tabs, the one shown in `?tab=` (default the traffic table). */
function AnalyticsScreen() {
  const [params, setParams] = useSearchParams();
  const tab: TabValue = isTab(params.get('tab')) ? (params.get('tab') as TabValue) : 'traffic';

  return (
    <Screen title={TITLE}>
      <Tabs
        label="Analytics tabs"
        value={tab}
        tabs={TABS}
        // Each tab keeps only its own state in the URL.
        onValueChange={(next) => setParams(next === 'traffic' ? {} : { tab: next })}
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
