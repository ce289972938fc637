// A plain table whose rows render themselves (each with its own machine, say): a hidden caption,
// column headers, and one full-width row with `empty` when there is nothing to show.
import type { ReactNode } from 'react';

export function PlainTable({ caption, headers, empty, children }: { caption: string; headers: readonly string[]; empty: string | null; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 text-left font-semibold text-slate-700">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {empty !== null && (
            <tr>
              <td colSpan={headers.length} className="px-3 py-6 text-center text-slate-600">
                {empty}
              </td>
            </tr>
          )}
          {children}
        </tbody>
      </table>
    </div>
  );
}
