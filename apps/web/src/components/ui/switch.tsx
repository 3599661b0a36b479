import { useId } from 'react';

/**
 * An on/off setting that takes effect at once (a WAI-ARIA switch on a native checkbox, so keyboard and
 * form semantics come free): the whole row, label and hint included, is the 44 px target; the label alone
 * names it and the hint describes it.
 */
export function Switch({
  checked,
  onChange,
  label,
  hint,
  disabled = false,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint?: string;
  disabled?: boolean;
  testId?: string;
}) {
  const labelId = useId();
  const hintId = useId();
  return (
    <label
      className={`flex min-h-11 items-center justify-between gap-4 py-2 ${disabled ? 'cursor-not-allowed' : 'cursor-pointer'}`}
    >
      <span className="flex min-w-0 flex-col">
        <span id={labelId} className="font-semibold text-ink-900">
          {label}
        </span>
        {hint ? (
          <span id={hintId} className="text-sm text-ink-600">
            {hint}
          </span>
        ) : null}
      </span>
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        aria-checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        aria-labelledby={labelId}
        aria-describedby={hint ? hintId : undefined}
        className="peer sr-only"
        data-testid={testId}
      />
      <span
        aria-hidden
        className="relative h-7 w-12 shrink-0 rounded-full bg-ink-400 transition-colors after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:bg-brand-600 peer-checked:after:translate-x-5 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:opacity-50"
      />
    </label>
  );
}
