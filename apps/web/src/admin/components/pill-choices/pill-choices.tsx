import { useId } from 'react';
import { FieldGroup } from '@/components/ui/field-notes';

interface PillChoicesProps<Value extends string | number> {
  legend: string;
  hint: string;
  value: readonly Value[];
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value[]) => void;
  error?: string | undefined;
}

/**
 * Several of a few choices (channels, tiers, days of the week) as 44 px pills, each a checkbox; the
 * chosen ones keep the options' order, so the same choice is always sent alike.
 */
export function PillChoices<Value extends string | number>({
  legend,
  hint,
  value,
  options,
  onChange,
  error,
}: PillChoicesProps<Value>) {
  const errorId = useId();
  const hintId = useId();
  const chosen = new Set(value);
  const toggle = (option: Value, isChosen: boolean) => {
    const next = new Set(chosen);
    if (isChosen) next.add(option);
    else next.delete(option);
    onChange(options.map((item) => item.value).filter((item) => next.has(item)));
  };
  return (
    <FieldGroup legend={legend} error={error} errorId={errorId}>
      <p id={hintId} className="text-sm text-ink-500">
        {hint}
      </p>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const isChosen = chosen.has(option.value);
          return (
            <label
              key={option.value}
              className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 font-semibold transition-colors has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 ${isChosen ? 'border-brand-600 bg-brand-600 text-white' : 'border-ink-400 bg-white text-ink-800 hover:border-brand-600'}`}
            >
              <input
                type="checkbox"
                checked={isChosen}
                onChange={(event) => toggle(option.value, event.target.checked)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                className="sr-only"
              />
              {option.label}
            </label>
          );
        })}
      </div>
    </FieldGroup>
  );
}
