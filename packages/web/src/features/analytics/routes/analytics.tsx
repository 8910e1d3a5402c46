import { useSearchParams } from 'react-router';
import { AdminOnly, isForbidden } from '../../../components/admin-only';
import { Screen } from '../../../components/screen';
import { Tabs } from '../../../components/ui/tabs';
import { useProductTraffic } from '../api/get-product-traffic';
import { FunnelTab } from '../components/funnel-tab';
import { PriceComparatorTab } from '../components/price-comparator-tab';
import { ProductTrafficTab } from '../components/product-traffic-tab';

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
export function Component() {
  const [params, setParams] = useSearchParams();
  const tab: TabValue = isTab(params.get('tab')) ? (params.get('tab') as TabValue) : 'traffic';
  // Every tab calls the ERP; the traffic rows tell whether this user may (a non-admin gets 403).
  const traffic = useProductTraffic();

  if (isForbidden(traffic.error)) return <AdminOnly title={TITLE} />;

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
