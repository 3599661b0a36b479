import { type ReactNode, useId } from 'react';
import { FieldError } from './field-notes';

/** A checkbox whose whole label is the 44 px target; its error is announced with it (`aria-describedby`). */
export function Checkbox({
  checked,
  onChange,
  label,
  testId,
  disabled = false,
  error,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  testId?: string;
  error?: string | undefined;
}) {
  const errorId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1.5 text-ink-800">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 size-5 shrink-0 accent-brand-600"
          data-testid={testId}
        />
        <span className="leading-relaxed">{label}</span>
      </label>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
