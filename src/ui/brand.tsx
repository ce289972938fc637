// The brand: a logo mark (a crate seen from above, with a trade arrow) and the name 'Tradepost'.

/** The logo mark alone; decorative (the name beside it carries the meaning). */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" className="fill-brand" />
      <path d="M9 12.5 16 8.5l7 4v7l-7 4-7-4z" fill="none" className="stroke-on-brand" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9 12.5 16 16.5l7-4M16 16.5v7" fill="none" className="stroke-on-brand" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** The mark and the name, as the shell and the sign-in pages show them. */
export function Brand({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <LogoMark />
      <span className="text-heading font-bold tracking-tight text-ink">Tradepost</span>
    </span>
  );
}
