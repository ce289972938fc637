import { DialogPanel, DialogTitle, Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Link, useRouterState, type LinkProps } from '@tanstack/react-router';
import { ChevronRight, LogOut, Menu, X } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Brand } from '../brand';
import { Button } from '../button';
import { PHONE_QUERY, useMediaQuery } from '../use-media-query';
import { atIndexOf, groupContains, pathWithin, type NavGroup, type NavItem } from './nav';
import { ProfileMenu, type AccountAction } from './profile-menu';
import { Modal } from '../modal';

export interface AppShellProps {
  /** Sidebar title: the tenant type ('Merchant', 'Supplier', 'Superadmin') or 'Dashboard'. */
  title: string;
  nav: NavGroup[];
  firstName: string | null;
  tenantName: string | null;
  onTenantClick: () => void;
  onLogout: () => void;
  /** The user's own account actions, in the profile menu. */
  accountActions?: AccountAction[];
  children: ReactNode;
}

const linkClass =
  'flex items-center gap-2 rounded-control px-3 py-2 text-body text-ink-muted hover:bg-surface-muted hover:text-ink data-[status=active]:bg-brand-soft data-[status=active]:font-semibold data-[status=active]:text-brand-strong [&_svg]:size-4 [&_svg]:shrink-0';

function NavLink({ item, exact, icon: Icon }: { item: NavItem; exact?: boolean; icon?: NavGroup['icon'] }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The router marks only the entry's own path; the area's index shows the same screen.
  const atIndex = atIndexOf(item, pathname) ? ({ 'data-status': 'active', 'aria-current': 'page' } as const) : {};
  return (
    <Link to={item.to as LinkProps['to']} activeOptions={{ exact: exact ?? false }} className={linkClass} {...atIndex}>
      {Icon && <Icon aria-hidden="true" />}
      {item.label}
    </Link>
  );
}

/** Collapsible group: open at mount when the path is inside it, and opened again when the path moves into it. */
function NavMenu({ group, pathname }: { group: NavGroup; pathname: string }) {
  const inside = groupContains(group, pathname);
  const [generation, setGeneration] = useState(0);
  const wasInside = useRef(inside);
  const isOpen = useRef(inside);
  useEffect(() => {
    if (inside && !wasInside.current && !isOpen.current) setGeneration((g) => g + 1);
    wasInside.current = inside;
  }, [inside]);
  const items = group.items ?? [];
  return (
    <Disclosure key={generation} as="li" defaultOpen={inside}>
      {({ open }) => {
        isOpen.current = open;
        return (
          <>
            <DisclosureButton className="flex w-full items-center gap-2 rounded-control px-3 py-2 text-left text-body font-medium text-ink-muted hover:bg-surface-muted hover:text-ink">
              {group.icon && <group.icon aria-hidden="true" className="size-4 shrink-0" />}
              <span className="flex-1">{group.label}</span>
              <ChevronRight aria-hidden="true" className={`size-4 transition-transform ${open ? 'rotate-90' : ''}`} />
            </DisclosureButton>
            <DisclosurePanel as="ul" className="ml-5 space-y-1 border-l border-line pl-2">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink item={item} exact={items.some((o) => o !== item && pathWithin(o.to, item.to))} />
                </li>
              ))}
            </DisclosurePanel>
          </>
        );
      }}
    </Disclosure>
  );
}

type SidebarProps = Pick<AppShellProps, 'title' | 'nav' | 'onLogout' | 'accountActions'>;

/** The sidebar's content: on a wide screen beside the page, on a phone in the menu dialog. */
function SidebarContent({ title, nav, onLogout, accountActions = [] }: SidebarProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <>
      <div className="flex flex-col gap-1 px-1">
        <Brand />
        <div className="text-caption font-semibold tracking-wider text-ink-muted uppercase">{title}</div>
      </div>
      <nav aria-label="Sidebar" className="flex-1">
        <ul className="space-y-1">
          {nav.map((group) =>
            group.items ? (
              <NavMenu key={group.label} group={group} pathname={pathname} />
            ) : (
              <li key={group.label}>
                <NavLink item={{ label: group.label, to: group.to ?? '/', index: group.index }} icon={group.icon} />
              </li>
            ),
          )}
        </ul>
      </nav>
      <ProfileMenu actions={accountActions} />
      <Button variant="quiet" onClick={onLogout} className="justify-start">
        <LogOut aria-hidden="true" />
        Logout
      </Button>
    </>
  );
}

/** Below `md` the sidebar is a dialog behind a 'Menu' button; it closes itself when the page changes. */
function PhoneMenu(props: SidebarProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // Open for the path it was opened on: following one of its links closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const close = () => setOpenOn(null);
  return (
    <div className="flex items-center justify-between gap-2 border-b border-line bg-surface px-4 py-2 md:hidden">
      <Brand />
      <Button variant="quiet" onClick={() => setOpenOn(pathname)} aria-haspopup="dialog">
        <Menu aria-hidden="true" />
        Menu
      </Button>
      <Modal open={openOn === pathname} onClose={close} className="relative z-40 md:hidden">
        <div className="fixed inset-0 bg-black/40" aria-hidden="true" />
        <DialogPanel className="fixed inset-y-0 left-0 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-surface p-4 shadow-overlay">
          <div className="flex items-center justify-between">
            <DialogTitle className="sr-only">Menu</DialogTitle>
            <Button variant="quiet" onClick={close} className="ml-auto">
              <X aria-hidden="true" />
              Close menu
            </Button>
          </div>
          <SidebarContent {...props} />
        </DialogPanel>
      </Modal>
    </div>
  );
}

export function AppShell({ title, nav, firstName, tenantName, onTenantClick, onLogout, accountActions = [], children }: AppShellProps) {
  const sidebar = { title, nav, onLogout, accountActions };
  // On a phone the sidebar is hidden: not rendering it at all spares every page's first render its
  // links and menus (Lighthouse's TBT on a slow phone, issue 25); the Menu dialog renders them when open.
  const phone = useMediaQuery(PHONE_QUERY);
  return (
    <div className="min-h-screen md:flex">
      <PhoneMenu {...sidebar} />
      {!phone && (
        <aside className="hidden flex-col gap-4 border-r border-line bg-surface p-4 md:flex md:min-h-screen md:w-64 md:shrink-0">
          <SidebarContent {...sidebar} />
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="border-b border-line bg-surface px-4 py-3 text-body text-ink-muted md:px-page">
          {tenantName ? (
            <p>
              {firstName ? `Hi ${firstName} — You are managing ` : 'Hi — You are managing '}
              <button type="button" onClick={onTenantClick} className="font-semibold text-blue-700 underline-offset-2 hover:underline">
                {tenantName}
              </button>
            </p>
          ) : (
            <button type="button" onClick={onTenantClick} className="font-semibold text-blue-700 underline-offset-2 hover:underline">
              Select a Tenant
            </button>
          )}
        </header>
        <main className="flex-1 p-4 md:p-page">{children}</main>
      </div>
    </div>
  );
}
