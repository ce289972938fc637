import { useId, type ReactNode } from 'react';

/** Hint and error lines under a field; ids are referenced by the field's aria-describedby. */
function FieldMessages({ hintId, hint, errorId, errors }: { hintId: string; hint?: string; errorId: string; errors?: string[] }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {errors && errors.length > 0 && (
        <ul id={errorId} className="mt-1 space-y-0.5 text-xs text-red-700">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </>
  );
}

/** aria-describedby for a field with an optional hint and errors. */
function describedBy(hintId: string, hint: string | undefined, errorId: string, errors: string[] | undefined, extra?: string) {
  const ids = [extra, hint ? hintId : null, errors && errors.length > 0 ? errorId : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export interface FieldParts {
  /** The control's id, for its <label htmlFor>. */
  id: string;
  /** Spread on the control: id, aria-invalid and aria-describedby. */
  controlProps: { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined };
  /** The hint and error lines, rendered under the control. */
  messages: ReactNode;
}

/** What every labelled field shares: its id, the aria links to its hint and errors, and those lines. */
export function useField({ id, hint, errors, describedBy: extra }: { id?: string; hint?: string; errors?: string[]; describedBy?: string }): FieldParts {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-errors`;
  return {
    id: fieldId,
    controlProps: {
      id: fieldId,
      'aria-invalid': errors && errors.length > 0 ? true : undefined,
      'aria-describedby': describedBy(hintId, hint, errorId, errors, extra),
    },
    messages: <FieldMessages hintId={hintId} hint={hint} errorId={errorId} errors={errors} />,
  };
}

export const inputClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm focus:border-blue-600 focus:outline-none focus:ring-1 focus:ring-blue-600 disabled:bg-slate-100 read-only:bg-slate-50 aria-invalid:border-red-600';
