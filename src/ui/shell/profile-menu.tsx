import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';

export interface AccountAction {
  label: string;
  onSelect: () => void;
}

/** The signed-in user's own actions (Change password, Sign out everywhere), folded under 'Account' above Logout. */
export function ProfileMenu({ actions }: { actions: AccountAction[] }) {
  if (actions.length === 0) return null;
  return (
    <Disclosure as="div" className="space-y-1">
      <DisclosureButton className="w-full rounded-md border border-slate-600 px-3 py-2 text-left text-sm font-medium text-slate-100 hover:bg-slate-800">Account</DisclosureButton>
      <DisclosurePanel as="ul" className="space-y-1">
        {({ close }) => (
          <>
            {actions.map((action) => (
              <li key={action.label}>
                <button
                  type="button"
                  onClick={() => {
                    close();
                    action.onSelect();
                  }}
                  className="block w-full rounded-md px-3 py-2 text-left text-sm text-slate-200 hover:bg-slate-800 hover:text-white"
                >
                  {action.label}
                </button>
              </li>
            ))}
          </>
        )}
      </DisclosurePanel>
    </Disclosure>
  );
}
