import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { Link, useRouterState, type LinkProps } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { atIndexOf, groupContains, pathWithin, type NavGroup, type NavItem } from './nav';
import { ProfileMenu, type AccountAction } from './profile-menu';

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
  'block rounded-md px-3 py-2 text-sm text-slate-200 hover:bg-slate-800 hover:text-white data-[status=active]:bg-slate-700 data-[status=active]:font-semibold data-[status=active]:text-white';

function NavLink({ item, exact }: { item: NavItem; exact?: boolean }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  // The router marks only the entry's own path; the area's index shows the same screen.
  const atIndex = atIndexOf(item, pathname) ? ({ 'data-status': 'active', 'aria-current': 'page' } as const) : {};
  return (
    <Link to={item.to as LinkProps['to']} activeOptions={{ exact: exact ?? false }} className={linkClass} {...atIndex}>
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
            <DisclosureButton className="flex w-full items-center justify-between rounded-md px-3 py-2 text-left text-sm font-medium text-slate-100 hover:bg-slate-800">
              {group.label}
              <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-90' : ''}`}>
                ›
              </span>
            </DisclosureButton>
            <DisclosurePanel as="ul" className="ml-3 space-y-1 border-l border-slate-700 pl-2">
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

export function AppShell({ title, nav, firstName, tenantName, onTenantClick, onLogout, accountActions = [], children }: AppShellProps) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  return (
    <div className="min-h-screen md:flex">
      <aside className="flex flex-col gap-4 bg-slate-900 p-4 text-white md:min-h-screen md:w-64 md:shrink-0">
        <div className="text-lg font-bold tracking-wide">{title}</div>
        <nav aria-label="Sidebar" className="flex-1">
          <ul className="space-y-1">
            {nav.map((group) =>
              group.items ? (
                <NavMenu key={group.label} group={group} pathname={pathname} />
              ) : (
                <li key={group.label}>
                  <NavLink item={{ label: group.label, to: group.to ?? '/', index: group.index }} />
                </li>
              ),
            )}
          </ul>
        </nav>
        <ProfileMenu actions={accountActions} />
        <button type="button" onClick={onLogout} className="rounded-md bg-red-600 px-3 py-2 text-sm font-semibold text-white hover:bg-red-700">
          Logout
        </button>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="border-b border-slate-200 bg-white px-4 py-3 text-sm text-slate-700 md:px-6">
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
        <main className="flex-1 p-4 md:p-6">{children}</main>
      </div>
    </div>
  );
}
