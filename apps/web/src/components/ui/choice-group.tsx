import { useId } from 'react';
import { FieldGroup } from './field-notes';

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  name: string;
  value: Value | '';
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  error?: string | undefined;
}

/** A labelled set of radio buttons drawn as 44 px pills; the error is announced with each of them. */
export function ChoiceGroup<Value extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  error,
}: ChoiceGroupProps<Value>) {
  const errorId = useId();
  return (
    <FieldGroup legend={legend} error={error} errorId={errorId}>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-5 font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-600 ${value === option.value ? 'border-brand-600 bg-brand-600 text-white' : 'border-ink-400 bg-white text-ink-800 hover:border-brand-600'}`}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </FieldGroup>
  );
}
