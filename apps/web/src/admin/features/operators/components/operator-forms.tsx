import { createOperator, OPERATOR_ROLES, type Operator, updateOperator } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { EditFormFrame } from '../../../components/edit-form/edit-form-frame';
import { CompanyCheckboxes } from '../../../components/named-checkboxes/company-checkboxes';
import { useCreateOperator, useUpdateOperator } from '../api/operators';

function useRoleOptions() {
  const { t } = useTranslation('admin');
  return OPERATOR_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

/** The companies an operator is limited to (decision 063): none chosen is the whole group. */
function OperatorCompanies(props: { value: number[]; onChange: (value: number[]) => void; error: string | undefined }) {
  const { t } = useTranslation('admin');
  return (
    <CompanyCheckboxes
      legend={t('operators.companies')}
      hint={t('operators.companiesHint')}
      loadingHint={t('operators.companiesLoading')}
      testId="operator-companies"
      {...props}
    />
  );
}

/**
 * A new operator, invited by e-mail (DESIGN §11: admins build the team; issue 35): the operator chooses
 * their own password from the link, so no password is ever handed over.
 */
export function CreateOperatorForm({
  onDone,
  onInvited,
}: {
  onDone: () => void;
  onInvited: (operator: Operator) => void;
}) {
  const { t } = useTranslation('admin');
  const create = useCreateOperator();
  const form = useContractForm(createOperator.input, {
    defaultValues: { email: '', name: '', role: 'staff', company_ids: [] as number[] },
  });
  return (
    <EditFormFrame
      form={form}
      titleId="create-operator-title"
      title={t('operators.createTitle')}
      submitLabel={t('operators.create')}
      onSave={create.mutateAsync}
      onSaved={onInvited}
      onCancel={onDone}
      noticeTestId="operator-notice"
    >
      <TextField label={t('operators.email')} type="email" autoComplete="off" {...form.fieldProps('email')} />
      <TextField label={t('operators.name')} autoComplete="off" {...form.fieldProps('name')} />
      <SelectField
        label={t('operators.role')}
        placeholder={t('operators.chooseRole')}
        options={useRoleOptions()}
        {...form.fieldProps('role')}
      />
      <OperatorCompanies {...form.valueProps('company_ids')} />
      <p className="text-sm text-ink-600 desktop:col-span-2">{t('operators.inviteHint')}</p>
    </EditFormFrame>
  );
}

/**
 * Rename, change the role or companies of, deactivate or reactivate an operator (never delete: the audit
 * names them).
 */
export function EditOperatorForm({ operator, onDone }: { operator: Operator; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateOperator();
  const form = useContractForm(updateOperator.input, {
    defaultValues: {
      name: operator.name,
      role: operator.role,
      disabled: operator.is_disabled,
      company_ids: operator.company_ids,
    },
  });
  const disabled = form.valueProps('disabled');
  return (
    <EditFormFrame
      form={form}
      titleId="edit-operator-title"
      title={t('operators.editTitle', { email: operator.email })}
      isNew={false}
      onSave={(input) => update.mutateAsync({ id: operator.id, input })}
      onSaved={onDone}
      onCancel={onDone}
      noticeTestId="operator-notice"
    >
      <TextField label={t('operators.name')} autoComplete="off" {...form.fieldProps('name')} />
      <SelectField
        label={t('operators.role')}
        placeholder={t('operators.chooseRole')}
        options={useRoleOptions()}
        {...form.fieldProps('role')}
      />
      <OperatorCompanies {...form.valueProps('company_ids')} />
      <div className="desktop:col-span-2">
        <Checkbox
          label={t('operators.deactivated')}
          checked={disabled.value}
          onChange={disabled.onChange}
          error={disabled.error}
          testId="operator-disabled"
        />
      </div>
    </EditFormFrame>
  );
}
