// What each export reads: the list's own search and filters as SQL, its order as a keyset (sort
// expressions and a unique id, so pages are read one after another without OFFSET), and its
// columns. Products, suppliers, inventory items and supplier products use the import's headers,
// so an exported file imports again as it is.
import { likePattern } from '../../db/like';
import type { OperationRequest, Schemas } from '../../openapi/operations';

export type ExportKind = Schemas['ExportKind'];
export type ExportQuery = OperationRequest<'exportList'>['query'];

/** A condition of the WHERE clause: its SQL (each `$?` stands for its one parameter) and that parameter, if any. */
export type Condition = [sql: string, param?: unknown];

export interface ExportSpec {
  tenantType: 'merchant' | 'supplier';
  /** Header → the selected alias that fills it. */
  columns: [string, string][];
  select: string;
  from: string;
  /** Ascending sort expressions (never null), then `id`, the unique last key. */
  sort: string[];
  id: string;
  /** The list's filters. */
  where(q: ExportQuery): Condition[];
}

const search = (text: string | undefined, sql: string): Condition[] => (text?.trim() ? [[sql, likePattern(text.trim())]] : []);

export const EXPORTS: Record<ExportKind, ExportSpec> = {
  products: {
    tenantType: 'merchant',
    columns: [
      ['Product name', 'product_name'],
      ['SKU', 'sku'],
      ['Category', 'category'],
      ['Unit', 'unit'],
      ['Base price', 'base_price'],
      ['Status', 'status'],
      ['Quantity', 'quantity'],
      ['Pack size', 'pack_size'],
      ['POS name', 'pos_name'],
      ['Description', 'description'],
      ['Barcode', 'barcode'],
    ],
    select: 'p.product_name, p.sku, c.category_name AS category, u.unit_choice AS unit, p.base_price, p.status, p.quantity, p.pack_size, p.pos_name, p.description, p.barcode',
    from: 'products p LEFT JOIN categories c ON c.id = p.category_id LEFT JOIN units u ON u.id = p.unit_id',
    sort: ['p.product_name'],
    id: 'p.id',
    where: (q) => search(q.search, '(p.product_name ILIKE $? OR p.sku ILIKE $?)'),
  },
  categories: {
    tenantType: 'merchant',
    columns: [
      ['Category name', 'category_name'],
      ['Description', 'description'],
      ['Active', 'is_active'],
    ],
    select: 'c.category_name, c.description, c.is_active',
    from: 'categories c',
    sort: ['c.category_name'],
    id: 'c.id',
    where: (q) => search(q.search, 'c.category_name ILIKE $?'),
  },
  suppliers: {
    tenantType: 'merchant',
    columns: [
      ['Name', 'name'],
      ['Account manager', 'account_manager'],
      ['Email', 'email'],
      ['Phone', 'phone'],
      ['Alt phone', 'alt_phone'],
      ['Notes', 'notes'],
      ['Default min order qty', 'default_min_order_qty'],
      ['Default lead time days', 'default_lead_time_days'],
      ['Time zone', 'timezone'],
      ['Active', 'is_active'],
    ],
    select: 's.name, s.account_manager, s.email, s.phone, s.alt_phone, s.notes, s.default_min_order_qty, s.default_lead_time_days, s.timezone, s.is_active',
    from: 'suppliers s',
    sort: ['s.name'],
    id: 's.id',
    where: (q) => search(q.q, '(s.name ILIKE $? OR s.account_manager ILIKE $? OR s.email ILIKE $? OR s.phone ILIKE $?)'),
  },
  'inventory-items': {
    tenantType: 'merchant',
    columns: [
      ['SKU', 'sku'],
      ['Product name', 'product_name'],
      ['Area', 'area'],
      ['On hand', 'on_hand'],
      ['Par level', 'par_level'],
      ['Min qty', 'min_qty'],
      ['Cost price', 'cost_price'],
    ],
    select: 'p.sku, p.product_name, a.name AS area, i.on_hand, i.par_level, i.min_qty, i.cost_price',
    from: 'inventory_items i JOIN products p ON p.id = i.product_id LEFT JOIN areas a ON a.id = i.area_id',
    sort: ['lower(p.product_name)', "coalesce(lower(a.name), '')"],
    id: 'i.id',
    where: (q) => search(q.q, '(p.product_name ILIKE $? OR p.sku ILIKE $? OR a.name ILIKE $?)'),
  },
  'cycle-count-lines': {
    tenantType: 'merchant',
    columns: [
      ['Area', 'area'],
      ['Product name', 'product_name'],
      ['SKU', 'sku'],
      ['Unit', 'unit'],
      ['Expected', 'expected'],
      ['Counted', 'counted'],
      ['Difference', 'difference'],
      ['Cost price', 'cost_price'],
      ['Value', 'value'],
      ['Note', 'note'],
    ],
    select: `a.name AS area, p.product_name, p.sku, un.unit_choice AS unit, l.expected_qty AS expected, l.counted_qty AS counted,
      l.counted_qty - l.expected_qty AS difference, i.cost_price, round((l.counted_qty - l.expected_qty) * i.cost_price, 2) AS value, l.note`,
    from: 'cycle_count_lines l JOIN inventory_items i ON i.id = l.item_id JOIN products p ON p.id = i.product_id LEFT JOIN areas a ON a.id = i.area_id LEFT JOIN units un ON un.id = p.unit_id',
    sort: ['(a.name IS NULL)::int', "coalesce(lower(a.name), '')", 'lower(p.product_name)'],
    id: 'l.id',
    where: (q) => [
      ['l.cycle_count_id = $?', q.cycle_count],
      ...search(q.q, '(p.product_name ILIKE $? OR p.sku ILIKE $? OR a.name ILIKE $?)'),
      ...(q.uncounted === 1 ? [['l.counted_qty IS NULL'] as Condition] : []),
    ],
  },
  orders: {
    tenantType: 'merchant',
    columns: [
      ['Order', 'order_number'],
      ['Placed at', 'placed_at'],
      ['Supplier', 'supplier_name'],
      ['Status', 'status'],
      ['Product name', 'line_name'],
      ['SKU', 'line_sku'],
      ['Quantity', 'qty'],
      ['Note', 'note'],
    ],
    select: `'PO-' || lpad(o.id::text, 6, '0') AS order_number, to_char(o.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS placed_at,
      o.supplier_name, o.status, l.name AS line_name, l.sku AS line_sku, l.qty, o.note`,
    from: 'purchase_orders o JOIN purchase_order_lines l ON l.order_id = o.id',
    sort: ['-o.id'],
    id: 'l.id',
    where: (q) => [
      ...search(
        q.search,
        `(o.supplier_name ILIKE $? OR ('PO-' || lpad(o.id::text, 6, '0')) ILIKE $?
          OR EXISTS (SELECT 1 FROM purchase_order_lines x WHERE x.order_id = o.id AND (x.name ILIKE $? OR x.sku ILIKE $?)))`,
      ),
      ...(q.supplier !== undefined ? ([['o.supplier_id = $?', q.supplier]] as Condition[]) : []),
      ...(q.status !== undefined ? ([['o.status = $?', q.status]] as Condition[]) : []),
      ...(q.created_after !== undefined ? ([['o.created_at >= $?', q.created_after]] as Condition[]) : []),
      ...(q.created_before !== undefined ? ([['o.created_at < $?', q.created_before]] as Condition[]) : []),
    ],
  },
  'supplier-products': {
    tenantType: 'supplier',
    columns: [
      ['SKU', 'sku'],
      ['Name', 'name'],
      ['Unit', 'unit'],
      ['Price', 'price'],
      ['Active', 'is_active'],
    ],
    select: 'sp.sku, sp.name, sp.unit, sp.price, sp.is_active',
    from: 'supplier_products sp',
    sort: ['lower(sp.name)'],
    id: 'sp.id',
    where: (q) => search(q.search, '(sp.name ILIKE $? OR sp.sku ILIKE $?)'),
  },
  catalogs: {
    tenantType: 'supplier',
    columns: [
      ['Catalog name', 'catalog_name'],
      ['Description', 'description'],
      ['Active', 'is_active'],
      ['Merchants', 'merchants'],
      ['Products', 'products'],
    ],
    select: `c.catalog_name, c.description, c.is_active,
      (SELECT string_agg(m.merchant_name, '; ' ORDER BY lower(m.merchant_name)) FROM catalog_merchants cm JOIN merchants m ON m.id = cm.merchant_id WHERE cm.catalog_id = c.id) AS merchants,
      (SELECT string_agg(sp.sku, '; ' ORDER BY lower(sp.sku)) FROM catalog_products cp JOIN supplier_products sp ON sp.id = cp.product_id WHERE cp.catalog_id = c.id) AS products`,
    from: 'catalogs c',
    sort: ['-c.id'],
    id: 'c.id',
    where: () => [],
  },
};
