import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { FieldNotes } from './field-notes';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  placeholder: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  /** A line under the select, announced with it (what the answer is for). */
  hint?: string | undefined;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select (the phone's own picker on touch screens), 48 px tall. */
export function SelectField({
  label,
  placeholder,
  options,
  error,
  hint,
  id,
  className = '',
  ...rest
}: SelectFieldProps) {
  const generated = useId();
  const selectId = id ?? generated;
  const errorId = `${selectId}-error`;
  const hintId = `${selectId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={selectId} className="text-sm font-semibold text-ink-800">
        {label}
      </label>
      <select
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`min-h-12 w-full rounded-2xl border bg-white px-4 text-base text-ink-900 focus:outline-3 focus:outline-offset-1 focus:outline-brand-600 disabled:bg-ink-100 disabled:text-ink-600 ${error ? 'border-brand-600' : 'border-ink-400'}`}
        {...rest}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldNotes hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
