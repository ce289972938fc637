import { statusLook, type StatusKind, type StatusOf, type Tone } from './status';

const TONES: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-700',
  info: 'bg-blue-100 text-blue-800',
  warning: 'bg-amber-100 text-amber-900',
  success: 'bg-green-100 text-green-800',
  danger: 'bg-red-100 text-red-800',
};

/** A pill in a tone; `StatusBadge` for statuses, this for other short labels (a count, 'Below minimum'). */
export function Badge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-caption font-medium whitespace-nowrap ${TONES[tone]}`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {children}
    </span>
  );
}

/** The one badge for every status in the product: `<StatusBadge kind="purchaseOrder" status="PLACED" />`. */
export function StatusBadge<K extends StatusKind>({ kind, status }: { kind: K; status: StatusOf<K> }) {
  const { tone, label } = statusLook(kind, status);
  return <Badge tone={tone}>{label}</Badge>;
}
