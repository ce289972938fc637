import { useId, type TextareaHTMLAttributes } from 'react';
import { FieldMessages, describedBy, inputClasses } from './field-messages';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  errors?: string[];
}

/** Labelled textarea (e.g. Description, rows={4}); other props go to the <textarea>. */
export function TextareaField({ label, hint, errors, id, className = '', 'aria-describedby': extra, ...rest }: TextareaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-errors`;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={fieldId}
        className={inputClasses}
        aria-invalid={errors && errors.length > 0 ? true : undefined}
        aria-describedby={describedBy(hintId, hint, errorId, errors, extra)}
        {...rest}
      />
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} errors={errors} />
    </div>
  );
}
