import {
  ADDRESS_MAX_LENGTH,
  type CustomerInfo,
  type DataListType,
  EMAIL_MAX_LENGTH,
  GOV_ID_MAX_LENGTH,
  LOGIN_TYPE,
  PERSON_NAME_MAX_LENGTH,
  pathOf,
  updateCustomerInputSchema,
} from '@loyalty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { formatPhone } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { nameOf, useDataList } from '../api/get-customer-data-list';
import { profileKeys } from '../api/keys';
import { type UpdateCustomerInput, updateCustomer, verifyEmail } from '../api/profile-calls';
import { toAppProfile } from '../lib/app-profile';
import { needsEmailVerification, planContactUpdate, runVerification } from '../lib/contact-verification';
import { placePickerProps } from '../lib/place-fields';
import { showUpdateSuccess } from '../lib/update-success';
import { AddressPickers } from './address-pickers';
import { BirthDateField } from './birth-date-field';

const CHOICE_FIELDS = [
  ['Relationship_Status', 'relationship', 'status'],
  ['Nationality', 'nationality', 'nationality'],
  ['Education', 'education', 'educationLevel'],
  ['Career', 'career', 'occupation'],
  ['Income', 'income', 'salary'],
] as const satisfies readonly (readonly [string, DataListType, string])[];

type Profile = ReturnType<typeof toAppProfile>;

/** The form's fields under their SPEC §3 payload names, so the server's field errors land on them. */
function valuesOf(profile: Profile) {
  return {
    First_Name: profile.firstName,
    Last_Name: profile.lastName,
    Date_Of_Birth: profile.birthDate,
    Gov_Id_Ref: profile.loginType === LOGIN_TYPE.thai ? profile.idCard : profile.passport,
    Email: profile.email,
    Address: profile.address,
    Province_Id: profile.provinceId as number | null,
    District_Id: profile.districtId as number | null,
    Sub_District_Id: profile.subdistrictId as number | null,
    Postal_Code: profile.postalcode,
    Relationship_Status: profile.status,
    Nationality: profile.nationality,
    Education: profile.educationLevel,
    Career: profile.occupation,
    Income: profile.salary,
  };
}

type ProfileValues = ReturnType<typeof valuesOf>;

/** SPEC §3 / §4: the id card and the birth date travel only while the server has none. */
function payloadOf(values: ProfileValues, profile: Profile): UpdateCustomerInput {
  const { Date_Of_Birth, Gov_Id_Ref, ...always } = values;
  return {
    ...always,
    ...(!profile.birthDateFilled && Date_Of_Birth ? { Date_Of_Birth } : {}),
    ...(!profile.idCardFilled && Gov_Id_Ref.trim() ? { Gov_Id_Ref: Gov_Id_Ref.trim() } : {}),
  };
}

/** edit-profile: the SPEC §3 payload; id card and birth date read-only once stored (SPEC §4). */
export function EditProfileForm({ customer }: { customer: CustomerInfo }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const profile = toAppProfile(customer);
  const isThai = profile.loginType === LOGIN_TYPE.thai;
  const form = useContractForm(updateCustomerInputSchema, {
    defaultValues: valuesOf(profile),
    toInput: (values) => payloadOf(values, profile),
  });
  const isFromRedemption = (location.state as { fromRedemption?: boolean } | null)?.fromRedemption === true;

  const save = (input: UpdateCustomerInput) =>
    withLoader(async () => {
      // SPEC §5: verify a changed e-mail first; a channel whose check fails is left out of the update.
      const email = input.Email ?? '';
      const isEmailCheckNeeded = profile.loginType
        ? needsEmailVerification(email, profile.loginType, profile.emailDB)
        : false;
      const emailCheck = isEmailCheckNeeded ? await runVerification(() => verifyEmail(email)) : null;
      const plan = planContactUpdate({
        email: { needed: isEmailCheckNeeded, passed: emailCheck?.passed ?? false },
        mobile: { needed: false, passed: false },
      });
      if (!plan.proceed) throw emailCheck?.error;
      const result = await updateCustomer(plan.skipEmail ? { ...input, Email: profile.emailDB } : input);
      await queryClient.invalidateQueries({ queryKey: profileKeys.customerInfo() });
      showUpdateSuccess({
        extraPoint: result.extra_point,
        isFromRedemption,
        goToProfile: () => void navigate(pathOf('profile')),
      });
    });

  return (
    <form
      onSubmit={form.submit(save)}
      noValidate
      className={cardClasses({ padding: 'lg' }, 'flex flex-col gap-5')}
      data-testid="edit-profile-form"
    >
      <div className="grid gap-5 tablet:grid-cols-2">
        <TextField
          label={t('edit.firstName')}
          autoComplete="given-name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          {...form.fieldProps('First_Name')}
        />
        <TextField
          label={t('edit.lastName')}
          autoComplete="family-name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          {...form.fieldProps('Last_Name')}
        />
        <TextField
          label={isThai ? t('edit.idCard') : t('edit.passport')}
          hint={t(profile.idCardFilled ? 'edit.locked' : isThai ? 'edit.idCardLocks' : 'edit.passportLocks')}
          readOnly={profile.idCardFilled}
          maxLength={GOV_ID_MAX_LENGTH}
          {...form.fieldProps('Gov_Id_Ref')}
          data-testid="edit-gov-id"
        />
        <BirthDateField
          label={t('edit.birthDate')}
          isLocked={profile.birthDateFilled}
          lockedHint={t('edit.locked')}
          knownYear={customer.birth_year}
          {...form.valueProps('Date_Of_Birth')}
          testId="edit-birth-date"
        />
        <TextField
          label={t('edit.email')}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          readOnly={!isThai}
          hint={isThai ? undefined : t('edit.emailIsLogin')}
          {...form.fieldProps('Email')}
        />
        <TextField
          label={t('edit.mobile')}
          readOnly
          value={formatPhone(profile.mobile)}
          hint={isThai ? t('edit.mobileIsLogin') : undefined}
        />
      </div>
      {/* Both login types may change both contacts, always through a one-time code (docs/decisions/008). */}
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {(['change-email', 'change-mobile'] as const).map((route) => (
          <Link
            key={route}
            to={pathOf(route)}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2"
            data-testid={`edit-${route}`}
          >
            {route === 'change-email' ? t('edit.changeEmail') : t('edit.changeMobile')}
          </Link>
        ))}
      </div>
      <TextField
        label={t('edit.address')}
        autoComplete="street-address"
        maxLength={ADDRESS_MAX_LENGTH}
        {...form.fieldProps('Address')}
      />
      <AddressPickers {...placePickerProps(form)} />
      <div className="grid gap-5 tablet:grid-cols-2">
        {CHOICE_FIELDS.map(([field, type, label]) => (
          <ChoiceSelect key={field} type={type} label={t(`edit.${label}`)} {...form.fieldProps(field)} />
        ))}
      </div>
      <FormNotice form={form} testId="edit-profile-error" />
      {/* From tablet on the save is sized to its word at the form's end, not a slab across two columns. */}
      <Button
        type="submit"
        disabled={form.isPending}
        className="tablet:min-w-48 tablet:self-end"
        data-testid="edit-profile-submit"
      >
        {t('edit.save')}
      </Button>
    </form>
  );
}

/** A profile choice list (GetCustomerDataList) as a select registered with the form. */
function ChoiceSelect({
  type,
  label,
  error,
  ...field
}: { type: DataListType; label: string; error: string | undefined } & UseFormRegisterReturn) {
  const { t, i18n } = useTranslation('profile');
  const list = useDataList(type);
  return (
    <SelectField
      label={label}
      placeholder={list.isPending ? t('address.loading') : t('address.choose')}
      options={(list.data ?? []).map((item) => ({ value: item.code, label: nameOf(item, i18n.language) }))}
      error={list.isError ? t('address.listError') : error}
      {...field}
    />
  );
}
