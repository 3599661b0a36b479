import { useId } from 'react';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-notes';
import { currentLanguage } from '@/lib/i18n';
import { usePartnerChoices } from '../../lib/partner-choices';

/**
 * Partners to pick any of (a campaign's condition, a broadcast's segment), in a box that scrolls when
 * there are many, named in the console's language.
 */
export function PartnerCheckboxes({
  legend,
  hint,
  loadingHint,
  value,
  onChange,
  error,
  testId,
}: {
  legend: string;
  hint: string;
  loadingHint: string;
  value: number[];
  onChange: (value: number[]) => void;
  error: string | undefined;
  testId?: string;
}) {
  const partners = usePartnerChoices();
  const errorId = useId();
  const language = currentLanguage();
  const chosen = new Set(value);
  const items = partners.data?.items ?? [];
  // A chosen partner beyond the first page stays chosen: only the one clicked changes.
  const toggle = (id: number, isChosen: boolean) =>
    onChange(isChosen ? [...value, id] : value.filter((item) => item !== id));
  return (
    <fieldset className="flex flex-col gap-1 desktop:col-span-2" data-testid={testId}>
      <legend className="mb-1.5 text-sm font-semibold text-ink-800">{legend}</legend>
      <p className="text-sm text-ink-500">{partners.isPending ? loadingHint : hint}</p>
      <div className="grid max-h-56 gap-x-6 overflow-y-auto rounded-2xl border border-ink-200 px-3 tablet:grid-cols-2 desktop:grid-cols-3">
        {items.map((partner) => (
          <Checkbox
            key={partner.id}
            label={language === 'th' ? partner.name_th : partner.name_en}
            checked={chosen.has(partner.id)}
            onChange={(isChosen) => toggle(partner.id, isChosen)}
          />
        ))}
      </div>
      <FieldError id={errorId} error={error} />
    </fieldset>
  );
}
