import type { FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/components/ui/password-field';
import type { NewPasswordValues } from '@/lib/forms/new-password';
import type { ContractForm } from '@/lib/forms/use-contract-form';

/** The new password and its confirmation on a kit form holding both, with the rule as a hint. */
export function NewPasswordFields<Values extends FieldValues & NewPasswordValues>({
  form,
}: {
  form: Pick<ContractForm<Values, unknown>, 'fieldProps'>;
}) {
  const { t } = useTranslation('password');
  const toggle = { showLabel: t('fields.show'), hideLabel: t('fields.hide') };
  // Both fields are fields of every such form; generic paths cannot be checked by the compiler.
  const name = (field: keyof NewPasswordValues) => field as Path<Values>;
  return (
    <>
      <PasswordField
        label={t('fields.new')}
        hint={t('fields.newHint')}
        autoComplete="new-password"
        {...form.fieldProps(name('New_Password'))}
        data-testid="new-password"
        {...toggle}
      />
      <PasswordField
        label={t('fields.confirm')}
        autoComplete="new-password"
        {...form.fieldProps(name('Confirmation'))}
        data-testid="new-password-confirm"
        {...toggle}
      />
    </>
  );
}
