import type { ReactNode } from 'react';

export interface PageProps {
  title: string;
  /** Buttons or links shown next to the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** A screen: h1 title, actions slot, content. */
export function Page({ title, actions, children }: PageProps) {
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}
