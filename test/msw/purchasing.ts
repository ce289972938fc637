// msw handlers for the purchasing screens: the inventory items Place Orders lists, eligible suppliers
// and offers, the merchant suppliers (history filter), placing orders (with the Idempotency-Key),
// the orders history, receiving a delivery (receiving.ts) and the stock areas it may go to, the
// messaging calls and the order list sends. A small in-memory store shaped
// like the contract's answers.
import { HttpResponse, http } from 'msw';
import type { components } from '../../src/api/schema';
import { normalizePhone } from '../../src/lib/phone';
import { suggestedQty } from '../../src/lib/stock-level';
import { API, fieldErrors, notFound, requestLogger, type LoggedRequest } from './common';
import { contract, mswPath, type PathWith } from './contract';
import { supplier as supplierWithDefaults } from './merchant-catalogue';
import { noHistory, UNTOUCHED_LINE, untouchedTotals } from './order-progress';
import { receivingHandlers } from './receiving';

export { API };

type InventoryItem = components['schemas']['InventoryItem'];
type EligibleSupplier = components['schemas']['EligibleSupplier'];
type Offer = components['schemas']['Offer'];
type MerchantSupplier = components['schemas']['MerchantSupplier'];
type PurchaseOrder = components['schemas']['PurchaseOrder'];
type Message = components['schemas']['Message'];
type PlaceOrderRequest = components['schemas']['PlaceOrderRequest'];
type OrderingTerms = components['schemas']['OrderingTerms'];
type StockArea = components['schemas']['StockArea'];

export interface PurchasingDb {
  items: InventoryItem[];
  /** Eligible suppliers by product id; a product in `eligibleFails` answers 500. */
  eligible: Record<number, EligibleSupplier[]>;
  eligibleFails: Set<number>;
  /** Offers by product id; a product in `offersFail` answers 500. */
  offers: Record<number, Offer[]>;
  offersFail: Set<number>;
  suppliers: MerchantSupplier[];
  /** A connected supplier's terms by merchant supplier id (none: no terms). */
  terms: Record<number, OrderingTerms>;
  orders: PurchaseOrder[];
  messages: Message[];
  /** Answers already given by Idempotency-Key. */
  placed: Map<string, PurchaseOrder[]>;
  /** The stock areas a delivery can go to. */
  areas: StockArea[];
  requests: LoggedRequest[];
}

export const SUPPLIERS = {
  farms: { id: 1, name: 'Fresh Farms' },
  metro: { id: 2, name: 'Metro Restaurant Supply' },
  costco: { id: 4, name: 'Costco Business Center' },
};

export function inventoryItem(
  id: number,
  name: string,
  o: {
    sku?: string | null;
    barcode?: string | null;
    category?: string | null;
    onHand: number;
    par: number | null;
    onOrder?: number;
    preferred?: { id: number; name: string } | null;
    active?: boolean;
  },
): InventoryItem {
  return {
    id,
    product: 100 + id,
    product_name: name,
    product_detail: {
      id: 100 + id,
      product_name: name,
      sku: o.sku ?? null,
      barcode: o.barcode ?? null,
      category_name: o.category ?? null,
      preferred_supplier_id: o.preferred?.id ?? null,
      preferred_supplier_name: o.preferred?.name ?? null,
      preferred_offer: o.preferred ? { id: 900 + id, supplier: o.preferred } : null,
    },
    area: 1,
    area_name: 'Walk-in Cooler',
    on_hand: o.onHand,
    par_level: o.par,
    is_active: o.active ?? true,
    ledger_position: id,
    on_order: o.onOrder ?? 0,
  };
}

// Purchasing's suppliers are on the system unless a test says otherwise.
const supplier = (s: { id: number; name: string }, more: Partial<MerchantSupplier> = {}): MerchantSupplier => supplierWithDefaults({ ...s, relationship_status: 'ACTIVE', ...more });

export function createPurchasingDb(): PurchasingDb {
  const eligible = (s: { id: number; name: string }, is_preferred = false, shop_in_store = false, price: number | null = null): EligibleSupplier => ({
    ...s,
    supplier_name: s.name,
    is_preferred,
    shop_in_store,
    price,
  });
  return {
    items: [
      inventoryItem(1, 'Roma Tomatoes', { sku: 'PRD-TOM-01', category: 'Produce', onHand: 18, par: 25, preferred: SUPPLIERS.farms }),
      inventoryItem(2, 'Romaine Lettuce', { sku: 'PRD-LET-02', category: 'Produce', onHand: 2, par: 3, preferred: SUPPLIERS.farms }),
      inventoryItem(3, 'Yellow Onions', { sku: 'PRD-ONI-03', category: 'Produce', onHand: 40, par: 30, preferred: SUPPLIERS.farms }),
      inventoryItem(4, 'Unsalted Butter', { sku: 'DAI-BUT-02', category: 'Dairy', onHand: 12, par: 10, preferred: SUPPLIERS.metro }),
      inventoryItem(5, 'Arborio Rice', { sku: 'DRY-RIC-02', category: 'Dry Goods', onHand: 12, par: 20, preferred: SUPPLIERS.costco }),
      inventoryItem(6, 'Cold Brew Coffee', { sku: null, category: null, onHand: 2, par: null }),
      inventoryItem(7, 'Old Stock', { sku: 'OLD-01', onHand: 0, par: 5, active: false }),
    ],
    eligible: {
      101: [eligible(SUPPLIERS.farms, true, false, 2.5), eligible(SUPPLIERS.costco, false, true, 2.25)],
      102: [eligible(SUPPLIERS.farms, true, false, 1.75)],
      103: [eligible(SUPPLIERS.farms, true)],
      104: [eligible(SUPPLIERS.metro, true, false, 4)],
      105: [eligible(SUPPLIERS.costco, true, true, 3.1)],
      106: [],
    },
    eligibleFails: new Set(),
    offers: {},
    offersFail: new Set(),
    suppliers: [supplier(SUPPLIERS.farms, { email: 'orders@freshfarms.example' }), supplier(SUPPLIERS.metro), supplier(SUPPLIERS.costco, { supports_shop_in_store: true })],
    // Fresh Farms is connected: a soft minimum of $150, delivering Monday, Wednesday and Friday.
    terms: {
      [SUPPLIERS.farms.id]: {
        minimum_order: 150,
        minimum_order_rule: 'soft',
        delivery_days: ['MON', 'WED', 'FRI'],
        cutoff_time: '14:00',
        timezone: 'America/New_York',
        next_delivery_date: '2030-03-04',
      },
    },
    orders: [],
    messages: [],
    placed: new Map(),
    areas: [
      { id: 1, name: 'Walk-in Cooler', description: null, is_active: true },
      { id: 2, name: 'Dry Storage', description: null, is_active: true },
    ],
    requests: [],
  };
}

const now = () => new Date('2030-03-01T09:00:00Z').toISOString();

function message(db: PurchasingDb, m: Pick<Message, 'message_type' | 'send_to' | 'subject' | 'body'>): Message {
  const created: Message = { id: db.messages.length + 1, status: 'queued', attempts: 0, last_error: null, created_at: now(), sent_at: null, ...m };
  db.messages.push(created);
  return created;
}

const summary = ({ lines: _lines, ...o }: PurchaseOrder) => o;

export function purchasingHandlers(db: PurchasingDb) {
  const log = requestLogger(db.requests);
  const supplierName = (id: number) => db.suppliers.find((s) => s.id === id)?.name;
  // The price the server would decide: here, the eligible supplier's.
  const priceOf = (productId: number, supplierId: number) => db.eligible[productId]?.find((e) => e.id === supplierId)?.price ?? null;
  const cents = (n: number) => Math.round(n * 100) / 100;

  return [
    contract.get('/inventory/items/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.items);
    }),

    // The merchant home, from the same items: those below par with their preferred supplier.
    contract.get('/dashboard/merchant/', ({ request }) => {
      log(request);
      const below = db.items.filter((i) => i.is_active && i.par_level && i.on_hand < i.par_level);
      const belowPar = below.map((i) => {
        const preferred = i.product_detail.preferred_offer?.supplier ?? null;
        const supplier = preferred && { ...preferred, shop_in_store: false, price: priceOf(i.product, preferred.id) };
        return {
          item_id: i.id,
          product_id: i.product,
          name: i.product_name,
          sku: i.product_detail.sku ?? null,
          area_name: i.area_name ?? null,
          on_hand: i.on_hand,
          par_level: i.par_level!,
          on_order: i.on_order ?? 0,
          suggested: suggestedQty(i.on_hand, i.par_level, i.on_order ?? 0),
          supplier,
        };
      });
      const none = { arriving_today: [], overdue: [], open_counts: 0, open_count: null, stock_value: 0 };
      return HttpResponse.json({ products: db.items.length, categories: 0, suppliers: db.suppliers.length, below_par: belowPar, below_par_count: below.length, ...none });
    }),

    contract.get('/merchant-products/products/{id}/eligible-suppliers/', ({ request, params }) => {
      log(request);
      const id = Number(params.id);
      if (db.eligibleFails.has(id)) return HttpResponse.json({ detail: 'Server error.' }, { status: 500 });
      return HttpResponse.json(db.eligible[id] ?? []);
    }),

    contract.get('/merchant-products/offers/', ({ request }) => {
      log(request);
      const product = Number(new URL(request.url).searchParams.get('product'));
      if (db.offersFail.has(product)) return HttpResponse.json({ detail: 'Server error.' }, { status: 500 });
      return HttpResponse.json(db.offers[product] ?? []);
    }),

    contract.get('/merchant-products/suppliers/', ({ request }) => {
      log(request);
      return HttpResponse.json({ count: db.suppliers.length, results: db.suppliers });
    }),

    contract.get('/merchant-products/suppliers/{id}/', ({ request, params }) => {
      log(request);
      const found = db.suppliers.find((s) => s.id === Number(params.id));
      return found ? HttpResponse.json({ ...found, terms: db.terms[found.id] ?? null }) : notFound();
    }),

    contract.post('/merchant-orders/orders/place/', async ({ request }) => {
      const body = (await request.json()) as PlaceOrderRequest;
      log(request, body);
      const key = request.headers.get('Idempotency-Key');
      if (key && db.placed.has(key)) return HttpResponse.json({ created: db.placed.get(key)! }, { status: 201 });
      const unknown = body.groups.find((g) => !supplierName(g.merchant_supplier_id));
      if (unknown) return HttpResponse.json({ merchant_supplier_id: [`Invalid pk "${unknown.merchant_supplier_id}" - object does not exist.`] }, { status: 400 });
      const priced = body.groups.map((g) => {
        const lines = g.items.map((i) => {
          const unit_price = priceOf(i.product_id, g.merchant_supplier_id);
          return { product_id: i.product_id, name: i.name ?? '', sku: i.sku ?? null, qty: i.qty, unit_price, line_total: unit_price === null ? null : cents(unit_price * i.qty) };
        });
        return { g, lines, total: cents(lines.reduce((sum, l) => sum + (l.line_total ?? 0), 0)), terms: db.terms[g.merchant_supplier_id] };
      });
      const refused = priced.find((p) => p.terms?.minimum_order_rule === 'hard' && p.total < p.terms.minimum_order);
      if (refused) return fieldErrors({ non_field_errors: [`${supplierName(refused.g.merchant_supplier_id)} requires a minimum order of $${refused.terms.minimum_order.toFixed(2)}.`] });
      const created = priced.map(({ g, lines: priceless, total, terms }): PurchaseOrder => {
        const id = db.orders.length + 1;
        const lines = priceless.map((l, n) => ({ id: id * 100 + n, ...l, ...UNTOUCHED_LINE }));
        const order: PurchaseOrder = {
          id,
          number: `PO-${String(id).padStart(6, '0')}`,
          merchant_supplier_id: g.merchant_supplier_id,
          supplier_name: supplierName(g.merchant_supplier_id)!,
          status: 'PLACED',
          status_reason: null,
          note: body.note ?? null,
          in_supplier_inbox: g.merchant_supplier_id === SUPPLIERS.farms.id,
          created_at: now(),
          line_count: lines.length,
          total_qty: lines.reduce((s, l) => s + l.qty, 0),
          ...untouchedTotals(total),
          delivery_date: g.delivery_date ?? terms?.next_delivery_date ?? null,
          below_minimum: terms !== undefined && total < terms.minimum_order,
          lines,
          receipts: [],
          ...noHistory(),
          messages: [],
        };
        db.orders.unshift(order);
        return order;
      });
      if (key) db.placed.set(key, created);
      return HttpResponse.json({ created }, { status: 201 });
    }),

    contract.get('/merchant-orders/orders/', ({ request }) => {
      log(request);
      const q = new URL(request.url).searchParams;
      const search = (q.get('search') ?? '').toLowerCase();
      const page = Number(q.get('page') ?? 1);
      const size = Number(q.get('page_size') ?? 10);
      const rows = db.orders.filter(
        (o) =>
          (!search || o.number.toLowerCase().includes(search) || o.supplier_name.toLowerCase().includes(search) || o.lines.some((l) => l.name.toLowerCase().includes(search))) &&
          (!q.get('supplier') || o.merchant_supplier_id === Number(q.get('supplier'))) &&
          (!q.get('status') || o.status === q.get('status')) &&
          (!q.get('created_after') || o.created_at >= q.get('created_after')!) &&
          (!q.get('created_before') || o.created_at < q.get('created_before')!),
      );
      return HttpResponse.json({ count: rows.length, results: rows.slice((page - 1) * size, page * size).map(summary) });
    }),

    contract.get('/merchant-orders/orders/{id}/', ({ request, params }) => {
      log(request);
      const order = db.orders.find((o) => o.id === Number(params.id));
      return order ? HttpResponse.json(order) : notFound();
    }),

    contract.get('/inventory/areas/', ({ request }) => {
      log(request);
      return HttpResponse.json(db.areas);
    }),

    ...receivingHandlers(db),

    contract.post('/messaging/messages/', async ({ request }) => {
      const body = (await request.json()) as Pick<Message, 'message_type' | 'send_to' | 'subject' | 'body'>;
      log(request, body);
      const to = body.message_type === 'sms' ? normalizePhone(body.send_to) : body.send_to;
      return HttpResponse.json(message(db, { ...body, send_to: to, subject: body.message_type === 'email' ? body.subject : null }), { status: 201 });
    }),

    contract.post('/messaging/enqueue', async ({ request }) => {
      const body = (await request.json()) as { type: string };
      log(request, body);
      return HttpResponse.json({ queued: db.messages.filter((m) => m.message_type === body.type && m.status === 'queued').length });
    }),

    ...(['unassigned', 'shop-in-store'] as const).map((list) =>
      http.post(mswPath(`/merchant/purchasing/${list}-list/send` as const satisfies PathWith<'post'>), async ({ request }) => {
        const body = (await request.json()) as { channel: 'email' | 'sms'; to: string; items: { name?: string; qty: number }[] };
        log(request, body);
        const text = body.items.map((i) => `- ${i.name} x ${i.qty}`).join('\n');
        return HttpResponse.json(message(db, { message_type: body.channel, send_to: body.to, subject: null, body: text }));
      }),
    ),
  ];
}
