import {
  BookOpen,
  Boxes,
  Building2,
  Cable,
  ChartColumn,
  ClipboardList,
  FolderTree,
  LayoutDashboard,
  Package,
  Settings,
  ShoppingCart,
  Store,
  ShieldCheck,
  Target,
  Truck,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { roleMay, type Role, type TenantOperation } from '../../lib/roles';

export interface NavItem {
  label: string;
  to: string;
  /** The area's index path, which shows this same screen: the entry is current there too. */
  index?: string;
  /** Shown only to a role that may call this operation (a 'Create' entry: decisions.md "Roles: screens reached by URL"). */
  operation?: TenantOperation;
}

/** A plain link (`to`) or a collapsible group (`items`). */
export interface NavGroup {
  label: string;
  to?: string;
  index?: string;
  items?: NavItem[];
  /** The entry's icon (lucide), drawn before its label. */
  icon?: LucideIcon;
  /** Shown only to a role that may call this operation (decisions.md "Team screen and staff invitations"). */
  operation?: TenantOperation;
}

export type NavArea = 'superadmin' | 'supplier' | 'merchant' | null;

const superadmin: NavGroup[] = [
  { label: 'Clients', icon: Building2, to: '/superadmin/clients', index: '/superadmin' },
  { label: 'Merchants', icon: Store, to: '/superadmin/merchants' },
  { label: 'Users', icon: Users, to: '/superadmin/users' },
  { label: 'Leads', icon: Target, to: '/superadmin/leads' },
  // Issue 24: every tenant's security events.
  { label: 'Activity', icon: ShieldCheck, to: '/superadmin/activity' },
];

const supplier: NavGroup[] = [
  { label: 'Orders', icon: ClipboardList, to: '/supplier/orders', index: '/supplier' },
  { label: 'Products', icon: Package, to: '/supplier/products' },
  { label: 'Catalogs', icon: BookOpen, to: '/supplier/catalogs' },
  { label: 'Merchants', icon: Store, to: '/supplier/merchants' },
  // Not in the spec's list: the trading network's Connections screen (issue 21).
  { label: 'Connections', icon: Cable, to: '/supplier/connections' },
  // Issue 26, item 3: reports with charts (owners and managers).
  { label: 'Reports', icon: ChartColumn, operation: 'getSalesReport', items: [{ label: 'Sales', to: '/supplier/reports/sales' }] },
  // Issue 22: the time zone that cut-off times are read in.
  { label: 'Settings', icon: Settings, to: '/supplier/settings' },
  // Issue 24: the team and its security events (linked from the team screen), owners only.
  { label: 'Team', icon: ShieldCheck, to: '/supplier/team', operation: 'listTeamMembers' },
];

const merchant: NavGroup[] = [
  { label: 'Dashboard', icon: LayoutDashboard, to: '/merchant/dashboard', index: '/merchant' },
  { label: 'My Orders', icon: ClipboardList, to: '/merchant/orders' },
  {
    label: 'Inventory',
    icon: Boxes,
    items: [
      { label: 'Overview', to: '/merchant/inventory' },
      { label: 'Stock Areas', to: '/merchant/inventory/areas' },
      { label: 'Cycle Counts', to: '/merchant/inventory/cycle-counts' },
      { label: 'Items', to: '/merchant/inventory/items' },
    ],
  },
  {
    label: 'Purchasing',
    icon: ShoppingCart,
    items: [
      { label: 'Place Order', to: '/merchant/purchasing/place-order' },
      { label: 'Orders History', to: '/merchant/purchasing/orders-history' },
    ],
  },
  {
    label: 'Products',
    icon: Package,
    items: [
      { label: 'All Products', to: '/merchant/products' },
      { label: 'Units', to: '/merchant/products/units' },
      // Not in the spec's list: the taxes screen of issue 10 (docs/decisions.md).
      { label: 'Taxes', to: '/merchant/products/taxes' },
      { label: 'Create', to: '/merchant/products/create', operation: 'createProduct' },
    ],
  },
  {
    label: 'Categories',
    icon: FolderTree,
    items: [
      { label: 'List', to: '/merchant/categories' },
      { label: 'Create', to: '/merchant/categories/create', operation: 'createCategory' },
    ],
  },
  {
    label: 'Suppliers',
    icon: Truck,
    items: [
      { label: 'List', to: '/merchant/suppliers' },
      { label: 'Create', to: '/merchant/suppliers/create', operation: 'createMerchantSupplier' },
    ],
  },
  // Issue 26, item 3: reports with charts (owners and managers).
  {
    label: 'Reports',
    icon: ChartColumn,
    operation: 'getSpendReport',
    items: [
      { label: 'Count Variance', to: '/merchant/reports/count-variance' },
      { label: 'Stock Value', to: '/merchant/reports/stock-value' },
      { label: 'Spend', to: '/merchant/reports/spend' },
      { label: 'Actual Usage', to: '/merchant/reports/usage' },
    ],
  },
  // Issue 24: the team and its security events (linked from the team screen), owners only.
  { label: 'Team', icon: ShieldCheck, to: '/merchant/team', operation: 'listTeamMembers' },
];

const AREAS: Record<Exclude<NavArea, null>, NavGroup[]> = { superadmin, supplier, merchant };

/**
 * Sidebar entries of an area (none without an area): with a `role`, only the entries it may use;
 * with `null` (a member whose role is not known yet), only the entries no role gates; without one
 * (a superadmin, who is no member), all of them.
 */
export function navFor(area: NavArea, role?: Role | null): NavGroup[] {
  const entries = area ? AREAS[area] : [];
  if (role === undefined) return entries;
  const may = (e: { operation?: TenantOperation }) => !e.operation || roleMay(role, e.operation);
  return entries.filter(may).map((e) => (e.items ? { ...e, items: e.items.filter(may) } : e));
}

/** True when `pathname` is `to` or below it. */
export function pathWithin(pathname: string, to: string): boolean {
  const p = pathname.replace(/\/+$/, '') || '/';
  return p === to || p.startsWith(`${to}/`);
}

/** True when `pathname` is the item's index path (the area's index shows the item's screen). */
export function atIndexOf(item: NavItem, pathname: string): boolean {
  return item.index !== undefined && (pathname.replace(/\/+$/, '') || '/') === item.index;
}

/** True when the current path lies in one of the group's children. */
export function groupContains(group: NavGroup, pathname: string): boolean {
  return (group.items ?? []).some((item) => pathWithin(pathname, item.to));
}
