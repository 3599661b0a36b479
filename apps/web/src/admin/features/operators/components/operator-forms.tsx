import { createOperator, OPERATOR_ROLES, type Operator, updateOperator } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { PasswordField } from '@/components/ui/password-field';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useCreateOperator, useUpdateOperator } from '../api/operators';

function useRoleOptions() {
  const { t } = useTranslation('admin');
  return OPERATOR_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

function FormActions({
  submitLabel,
  isPending,
  onCancel,
}: {
  submitLabel: string;
  isPending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={isPending}>
        {submitLabel}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t('operators.cancel')}
      </Button>
    </div>
  );
}

/** A new operator with a first password (DESIGN §11: admins build the team). */
export function CreateOperatorForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin');
  const create = useCreateOperator();
  const form = useContractForm(createOperator.input, {
    defaultValues: { email: '', name: '', role: 'staff', password: '' },
  });
  return (
    <form
      onSubmit={form.submit(async (input) => {
        await create.mutateAsync(input);
        onDone();
      })}
      noValidate
      aria-labelledby="create-operator-title"
      className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm desktop:grid-cols-2"
    >
      <h2 id="create-operator-title" className="text-lg font-semibold text-ink-900 desktop:col-span-2">
        {t('operators.createTitle')}
      </h2>
      <TextField label={t('operators.email')} type="email" autoComplete="off" {...form.fieldProps('email')} />
      <TextField label={t('operators.name')} autoComplete="off" {...form.fieldProps('name')} />
      <SelectField
        label={t('operators.role')}
        placeholder={t('operators.chooseRole')}
        options={useRoleOptions()}
        {...form.fieldProps('role')}
      />
      <PasswordField
        label={t('operators.password')}
        hint={t('operators.passwordHint')}
        autoComplete="new-password"
        showLabel={t('signIn.showPassword')}
        hideLabel={t('signIn.hidePassword')}
        {...form.fieldProps('password')}
      />
      <div className="desktop:col-span-2">
        <FormNotice form={form} testId="operator-notice" />
      </div>
      <FormActions submitLabel={t('operators.create')} isPending={form.isPending} onCancel={onDone} />
    </form>
  );
}

/** Rename, change the role of, deactivate or reactivate an operator (never delete: the audit names them). */
export function EditOperatorForm({ operator, onDone }: { operator: Operator; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const update = useUpdateOperator();
  const form = useContractForm(updateOperator.input, {
    defaultValues: { name: operator.name, role: operator.role, disabled: operator.is_disabled },
  });
  const disabled = form.valueProps('disabled');
  return (
    <form
      onSubmit={form.submit(async (input) => {
        await update.mutateAsync({ id: operator.id, input });
        onDone();
      })}
      noValidate
      aria-labelledby="edit-operator-title"
      className="grid gap-4 rounded-2xl bg-white p-6 shadow-sm desktop:grid-cols-2"
    >
      <h2 id="edit-operator-title" className="text-lg font-semibold text-ink-900 desktop:col-span-2">
        {t('operators.editTitle', { email: operator.email })}
      </h2>
      <TextField label={t('operators.name')} autoComplete="off" {...form.fieldProps('name')} />
      <SelectField
        label={t('operators.role')}
        placeholder={t('operators.chooseRole')}
        options={useRoleOptions()}
        {...form.fieldProps('role')}
      />
      <div className="desktop:col-span-2">
        <Checkbox
          label={t('operators.deactivated')}
          checked={disabled.value}
          onChange={disabled.onChange}
          error={disabled.error}
          testId="operator-disabled"
        />
      </div>
      <div className="desktop:col-span-2">
        <FormNotice form={form} testId="operator-notice" />
      </div>
      <FormActions submitLabel={t('operators.save')} isPending={form.isPending} onCancel={onDone} />
    </form>
  );
}
