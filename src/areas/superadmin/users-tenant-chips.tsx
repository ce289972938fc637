// The Tenants cell of Registered Users (platform.md section 2): the first two tenant names as
// chips, then a '+N more' chip whose tooltip lists all of them. The chip is focusable and the
// tooltip is its accessible description, shown on hover and on focus.
import { useId } from 'react';

export const SHOWN_TENANT_CHIPS = 2;

const chip = 'inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700';

export function TenantChips({ names }: { names: string[] }) {
  const tooltipId = useId();
  if (names.length === 0) return <span className="text-slate-500">-</span>;
  const shown = names.slice(0, SHOWN_TENANT_CHIPS);
  const more = names.length - shown.length;
  const all = names.join(', ');
  return (
    <ul className="flex flex-wrap items-center gap-1" aria-label="Tenants">
      {shown.map((name, i) => (
        <li key={`${name}-${i}`} className={chip}>
          {name}
        </li>
      ))}
      {more > 0 && (
        <li className="group relative">
          <span tabIndex={0} title={all} aria-describedby={tooltipId} className={`${chip} cursor-default bg-blue-50 text-blue-800 focus:outline-none focus:ring-2 focus:ring-blue-600`}>
            +{more} more
          </span>
          <span
            id={tooltipId}
            role="tooltip"
            className="invisible absolute top-full left-0 z-10 mt-1 w-max max-w-xs rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow-lg group-hover:visible group-focus-within:visible"
          >
            {all}
          </span>
        </li>
      )}
    </ul>
  );
}
