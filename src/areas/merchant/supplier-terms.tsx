// A connected supplier's ordering terms for this merchant (issue 22): the minimum order and its rule,
// the delivery days, the cut-off time in the supplier's time zone, and the next delivery date. The
// supplier form and the supplier's catalog show them.
import { WEEKDAYS } from '../../lib/delivery-dates';
import { formatMoney } from '../../lib/money';
import type { components } from '../../api/schema';
import { dayLabel } from '../../ui/priced-lines';

type OrderingTerms = components['schemas']['OrderingTerms'];

export const SUPPLIER_TERMS_TEXT = {
  title: 'Ordering terms',
  minimum: 'Minimum order',
  noMinimum: 'None',
  soft: (amount: number) => `${formatMoney(amount)} (below it, the order is placed and flagged)`,
  hard: (amount: number) => `${formatMoney(amount)} (below it, the order is refused)`,
  days: 'Delivery days',
  anyDay: 'Any day',
  cutoff: 'Cut-off time',
  noCutoff: 'None',
  next: 'Next delivery date',
};

const DAY_SHORT = { MON: 'Mon', TUE: 'Tue', WED: 'Wed', THU: 'Thu', FRI: 'Fri', SAT: 'Sat', SUN: 'Sun' } as const;

export function SupplierTerms({ terms }: { terms: OrderingTerms }) {
  const t = SUPPLIER_TERMS_TEXT;
  const days = WEEKDAYS.filter((d) => terms.delivery_days.includes(d)).map((d) => DAY_SHORT[d]);
  const rows: [string, string][] = [
    [t.minimum, terms.minimum_order > 0 ? t[terms.minimum_order_rule](terms.minimum_order) : t.noMinimum],
    [t.days, days.length ? days.join(', ') : t.anyDay],
    [t.cutoff, terms.cutoff_time ? `${terms.cutoff_time} (${terms.timezone})` : t.noCutoff],
    [t.next, dayLabel(terms.next_delivery_date)],
  ];
  return (
    <section aria-label={t.title} className="space-y-2">
      <h2 className="text-base font-semibold text-slate-900">{t.title}</h2>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
