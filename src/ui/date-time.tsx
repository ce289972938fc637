import { formatDateTime, formatRelative } from './format-date';

/**
 * A moment as a <time> element: its date and time, or with `relative` how long ago ('2 hours ago')
 * with the exact date and time as its tooltip.
 */
export function DateTime({ iso, relative = false, now }: { iso: string | null | undefined; relative?: boolean; now?: number }) {
  if (!iso) return <>-</>;
  const exact = formatDateTime(iso);
  return (
    <time dateTime={iso} title={relative ? exact : undefined}>
      {relative ? formatRelative(iso, now) : exact}
    </time>
  );
}
