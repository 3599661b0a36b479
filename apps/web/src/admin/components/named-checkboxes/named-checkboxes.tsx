import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-notes';
import { useNameOf } from '../../lib/bilingual-name';

export interface NamedCheckboxesProps {
  legend: string;
  hint: string;
  loadingHint: string;
  value: number[];
  onChange: (value: number[]) => void;
  error: string | undefined;
  testId?: string;
}

/**
 * Records to pick any of by their bilingual names (partners, companies), in a box that scrolls when there
 * are many, named in the console's language.
 */
export function NamedCheckboxes({
  items,
  isPending,
  legend,
  hint,
  loadingHint,
  value,
  onChange,
  error,
  testId,
}: NamedCheckboxesProps & { items: { id: number; name_en: string; name_th: string }[]; isPending: boolean }) {
  const errorId = useId();
  const nameOf = useNameOf();
  const chosen = new Set(value);
  // A chosen record beyond the first page stays chosen: only the one clicked changes.
  const toggle = (id: number, isChosen: boolean) =>
    onChange(isChosen ? [...value, id] : value.filter((item) => item !== id));
  return (
    <fieldset className="flex flex-col gap-1 desktop:col-span-2" data-testid={testId}>
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{legend}</legend>
      <p className="text-sm text-ink-500">{isPending ? loadingHint : hint}</p>
      <div className="grid max-h-56 gap-x-6 overflow-y-auto rounded-2xl border border-ink-200 px-3 tablet:grid-cols-2 desktop:grid-cols-3">
        {items.map((item) => (
          <Checkbox
            key={item.id}
            label={nameOf(item)}
            checked={chosen.has(item.id)}
            onChange={(isChosen) => toggle(item.id, isChosen)}
          />
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
