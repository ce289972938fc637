// What a screen shows a role that may not make its call (decisions.md "Roles: screens reached by
// URL"): a note above a record the role only views, or, instead of a create form, the refusal with
// the way back. The text comes from the screen's machine (`roleNote`).
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClasses } from './button';
import { Page } from './page';

/** A record the role only views: the note above it (nothing when the role may change it). */
export function RoleNote({ note }: { note: string | null }) {
  if (!note) return null;
  return <p className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700">{note}</p>;
}

/** A create screen the role may not use: the refusal and `back` (the way to where the user came from). */
export function RoleRefused({ note, back }: { note: string | null; back: ReactNode }) {
  return (
    <div role="alert" className="max-w-2xl space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-medium">{note}</p>
      <div>{back}</div>
    </div>
  );
}

/** A whole screen refused: its title, the refusal, and a link `backLabel` to `backTo`. */
export function RoleRefusedPage({ title, note, backTo, backLabel }: { title: string; note: string | null; backTo: LinkProps['to']; backLabel: string }) {
  return (
    <Page title={title}>
      <RoleRefused
        note={note}
        back={
          <Link to={backTo} className={buttonClasses('secondary')}>
            {backLabel}
          </Link>
        }
      />
    </Page>
  );
}
