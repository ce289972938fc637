// The merchant home: the merchant area's dashboard with purchasing's panels (the items below par
// with 'Add all suggested to cart', and the deliveries due), joined here because areas never
// import each other.
import { MerchantDashboardScreen } from '../../areas/merchant/dashboard';
import { DeliveriesPanel } from '../../areas/purchasing/deliveries-panel';
import { ReorderPanel } from '../../areas/purchasing/reorder-panel';

export function MerchantHome() {
  return (
    <MerchantDashboardScreen
      panels={(summary) => (
        <>
          <ReorderPanel items={summary.below_par} count={summary.below_par_count} />
          <DeliveriesPanel overdue={summary.overdue} arriving={summary.arriving_today} />
        </>
      )}
    />
  );
}
