// The merchant home: the merchant area's dashboard with purchasing's panels (the items below par
// with 'Add all suggested to cart', and the deliveries due), joined here because areas never
// import each other.
import { MerchantDashboardScreen } from '../../areas/merchant/dashboard';
import { DeliveriesPanel } from '../../areas/purchasing/deliveries-panel';
import { ReorderPanel } from '../../areas/purchasing/reorder-panel';

/** The deliveries list's id: the Arriving today and Overdue tiles lead to it. */
const DELIVERIES_ID = 'deliveries';

export function MerchantHome() {
  return (
    <MerchantDashboardScreen
      deliveriesId={DELIVERIES_ID}
      panels={(summary) => (
        <>
          <ReorderPanel items={summary.below_par} count={summary.below_par_count} />
          <DeliveriesPanel id={DELIVERIES_ID} overdue={summary.overdue} arriving={summary.arriving_today} />
        </>
      )}
    />
  );
}
