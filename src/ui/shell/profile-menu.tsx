import { CircleUser } from 'lucide-react';
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
      <DisclosureButton className="flex w-full items-center gap-2 rounded-control px-3 py-2 text-left text-body font-medium text-ink-muted hover:bg-surface-muted hover:text-ink">
        <CircleUser aria-hidden="true" className="size-4" />
        Account
      </DisclosureButton>
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
                  className="block w-full rounded-control py-2 pr-3 pl-9 text-left text-body text-ink-muted hover:bg-surface-muted hover:text-ink"
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
