import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { FieldNotes } from './field-notes';

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hint?: string;
  error?: string | undefined;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input whose hint and error are announced with it, as TextField's are. */
export function TextAreaField({ label, hint, error, id, className = '', rows = 4, ...rest }: TextAreaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`w-full rounded-2xl border bg-white px-4 py-3 text-base text-ink-900 placeholder:text-ink-400 focus:outline-3 focus:outline-offset-1 focus:outline-brand-600 ${error ? 'border-brand-600' : 'border-ink-400'}`}
        {...rest}
      />
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
