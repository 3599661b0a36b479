import type { ReactNode } from 'react';

/** A checkbox whose whole label is the 44 px target. */
export function Checkbox({
  checked,
  onChange,
  label,
  testId,
  disabled = false,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  testId?: string;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1.5 text-ink-800">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
        data-testid={testId}
      />
      <span className="leading-relaxed">{label}</span>
    </label>
  );
}
