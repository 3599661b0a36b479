import { AUDIT_ACTIONS } from '@loyalty/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { ListPatch } from '../../../components/data-table/list-params';
import { bangkokOfInstant, instantOfBangkok } from '../../../lib/bangkok-time';
import type { AuditListInput } from '../api/audit';
import { useAuditActionName } from '../lib/action-names';

interface FilterValues {
  operator_id: string;
  action: string;
  entity: string;
  from: string;
  to: string;
}

const valuesOf = (input: AuditListInput): FilterValues => ({
  operator_id: input.operator_id === undefined ? '' : String(input.operator_id),
  action: input.action ?? '',
  entity: input.entity ?? '',
  from: bangkokOfInstant(input.from),
  to: bangkokOfInstant(input.to),
});

/**
 * The audit filters of DESIGN §11 (operator, action, record, from, to), applied together into the URL;
 * the server checks them like any input.
 */
export function AuditFilters({ input, onApply }: { input: AuditListInput; onApply: (patch: ListPatch) => void }) {
  const { t } = useTranslation('admin');
  const [values, setValues] = useState(() => valuesOf(input));
  const actionName = useAuditActionName();
  const field = (name: keyof FilterValues) => ({
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      operator_id: values.operator_id.trim(),
      action: values.action.trim(),
      entity: values.entity.trim(),
      from: instantOfBangkok(values.from),
      to: instantOfBangkok(values.to),
    });
  };
  return (
    <form onSubmit={apply} className="flex flex-wrap items-end gap-3" data-testid="audit-filters">
      <TextField label={t('audit.filterOperator')} inputMode="numeric" className="w-36" {...field('operator_id')} />
      <SelectField
        label={t('audit.filterAction')}
        placeholder={t('audit.allActions')}
        options={AUDIT_ACTIONS.map((action) => ({ value: action, label: actionName(action) }))}
        className="w-64"
        {...field('action')}
      />
      <TextField label={t('audit.filterEntity')} className="w-44" {...field('entity')} />
      <TextField label={t('audit.filterFrom')} type="datetime-local" className="w-56" {...field('from')} />
      <TextField label={t('audit.filterTo')} type="datetime-local" className="w-56" {...field('to')} />
      <Button type="submit" variant="secondary">
        {t('audit.apply')}
      </Button>
    </form>
  );
}
