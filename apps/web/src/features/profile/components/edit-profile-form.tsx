import {
  type CustomerInfo,
  type DataListType,
  LOGIN_TYPE,
  pathOf,
  updateCustomerInputSchema,
} from '@loyalty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-message';
import { CUSTOMER_INFO_QUERY_KEY } from '@/lib/query-keys';
import { nameOf, useDataList } from '../api/get-customer-data-list';
import { type UpdateCustomerInput, updateCustomer, verifyEmail } from '../api/profile-calls';
import { needsEmailVerification, planContactUpdate, runVerification } from '../lib/contact-verification';
import { showUpdateSuccess } from '../lib/update-success';
import { toAppProfile } from '../stores/profile-store';
import { AddressPickers, type AddressPlace } from './address-pickers';

const CHOICE_FIELDS = [
  ['status', 'relationship'],
  ['nationality', 'nationality'],
  ['educationLevel', 'education'],
  ['occupation', 'career'],
  ['salary', 'income'],
] as const satisfies readonly (readonly [string, DataListType])[];

type ChoiceKey = (typeof CHOICE_FIELDS)[number][0];

/** edit-profile: the SPEC §3 payload; id card and birth date read-only once stored (SPEC §4). */
export function EditProfileForm({ customer }: { customer: CustomerInfo }) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const profile = toAppProfile(customer);
  const isThai = profile.loginType === LOGIN_TYPE.thai;
  const [form, setForm] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthDate: profile.birthDate,
    govId: isThai ? profile.idCard : profile.passport,
    email: profile.email,
    address: profile.address,
    status: profile.status,
    nationality: profile.nationality,
    educationLevel: profile.educationLevel,
    occupation: profile.occupation,
    salary: profile.salary,
  });
  const [place, setPlace] = useState<AddressPlace>({
    provinceId: profile.provinceId,
    districtId: profile.districtId,
    subDistrictId: profile.subdistrictId,
    postalCode: profile.postalcode,
  });
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);
  const set = (key: keyof typeof form, value: string) => setForm((current) => ({ ...current, [key]: value }));
  const isFromRedemption = (location.state as { fromRedemption?: boolean } | null)?.fromRedemption === true;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const payload: UpdateCustomerInput = {
      First_Name: form.firstName,
      Last_Name: form.lastName,
      Email: form.email,
      Address: form.address,
      Province_Id: place.provinceId,
      District_Id: place.districtId,
      Sub_District_Id: place.subDistrictId,
      Postal_Code: place.postalCode,
      Relationship_Status: form.status,
      Nationality: form.nationality,
      Education: form.educationLevel,
      Career: form.occupation,
      Income: form.salary,
    };
    // SPEC §3 / §4: the id card and the birth date travel only while the server has none.
    if (!profile.birthDateFilled && form.birthDate) payload.Date_Of_Birth = form.birthDate;
    if (!profile.idCardFilled && form.govId.trim()) payload.Gov_Id_Ref = form.govId.trim();
    const parsed = updateCustomerInputSchema.safeParse(payload);
    if (!parsed.success) {
      setInvalid(new Set(parsed.error.issues.map((issue) => String(issue.path[0]))));
      return;
    }
    setInvalid(new Set());
    await withLoader(async () => {
      try {
        // SPEC §5: verify a changed e-mail first; a channel whose check fails is left out of the update.
        const isEmailCheckNeeded = profile.loginType
          ? needsEmailVerification(form.email, profile.loginType, profile.emailDB)
          : false;
        const emailCheck = isEmailCheckNeeded ? await runVerification(() => verifyEmail(form.email.trim())) : null;
        const plan = planContactUpdate({
          email: { needed: isEmailCheckNeeded, passed: emailCheck?.passed ?? false },
          mobile: { needed: false, passed: false },
        });
        if (!plan.proceed) {
          setError(emailCheck?.error);
          return;
        }
        if (plan.skipEmail) payload.Email = profile.emailDB;
        const result = await updateCustomer(payload);
        await queryClient.invalidateQueries({ queryKey: CUSTOMER_INFO_QUERY_KEY });
        showUpdateSuccess({
          extraPoint: result.extra_point,
          isFromRedemption,
          goToProfile: () => void navigate(pathOf('profile')),
        });
      } catch (failure) {
        setError(failure);
      }
    });
  };

  const required = (field: string) => (invalid.has(field) ? t('edit.required') : undefined);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm"
      data-testid="edit-profile-form"
    >
      <div className="grid gap-5 tablet:grid-cols-2">
        <TextField
          label={t('edit.firstName')}
          autoComplete="given-name"
          maxLength={100}
          value={form.firstName}
          onChange={(e) => set('firstName', e.target.value)}
          error={required('First_Name')}
        />
        <TextField
          label={t('edit.lastName')}
          autoComplete="family-name"
          maxLength={100}
          value={form.lastName}
          onChange={(e) => set('lastName', e.target.value)}
          error={required('Last_Name')}
        />
        <TextField
          label={isThai ? t('edit.idCard') : t('edit.passport')}
          hint={profile.idCardFilled ? t('edit.locked') : undefined}
          readOnly={profile.idCardFilled}
          maxLength={32}
          value={form.govId}
          onChange={(e) => set('govId', e.target.value)}
          error={invalid.has('Gov_Id_Ref') ? t('edit.invalid') : undefined}
          data-testid="edit-gov-id"
        />
        <TextField
          label={t('edit.birthDate')}
          type="date"
          hint={profile.birthDateFilled ? t('edit.locked') : undefined}
          readOnly={profile.birthDateFilled}
          value={form.birthDate}
          onChange={(e) => set('birthDate', e.target.value)}
          error={invalid.has('Date_Of_Birth') ? t('edit.invalid') : undefined}
          data-testid="edit-birth-date"
        />
        <TextField
          label={t('edit.email')}
          type="email"
          autoComplete="email"
          maxLength={254}
          readOnly={!isThai}
          hint={isThai ? undefined : t('edit.emailIsLogin')}
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
          error={invalid.has('Email') ? t('edit.invalid') : undefined}
        />
        <TextField
          label={t('edit.mobile')}
          readOnly
          value={profile.mobile}
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
        maxLength={300}
        value={form.address}
        onChange={(e) => set('address', e.target.value)}
      />
      <AddressPickers value={place} onChange={setPlace} />
      <div className="grid gap-5 tablet:grid-cols-2">
        {CHOICE_FIELDS.map(([key, type]) => (
          <ChoiceSelect
            key={key}
            type={type}
            label={t(`edit.${key}`)}
            value={form[key as ChoiceKey]}
            onChange={(value) => set(key, value)}
          />
        ))}
      </div>
      {error ? <Notice testId="edit-profile-error">{errorText}</Notice> : null}
      <Button type="submit" data-testid="edit-profile-submit">
        {t('edit.save')}
      </Button>
    </form>
  );
}

function ChoiceSelect({
  type,
  label,
  value,
  onChange,
}: {
  type: DataListType;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t, i18n } = useTranslation('profile');
  const list = useDataList(type);
  return (
    <SelectField
      label={label}
      placeholder={list.isPending ? t('address.loading') : t('address.choose')}
      options={(list.data ?? []).map((item) => ({ value: item.code, label: nameOf(item, i18n.language) }))}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={list.isError ? t('address.listError') : undefined}
    />
  );
}
