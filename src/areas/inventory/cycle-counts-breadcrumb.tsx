import { Link } from '@tanstack/react-router';

/** 'Cycle Counts › {current}': the way back to the list from a count's pages. */
export function CycleCountsBreadcrumb({ current }: { current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex items-center gap-2">
        <li>
          <Link to="/merchant/inventory/cycle-counts" className="text-blue-700 underline-offset-2 hover:underline">
            Cycle Counts
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
