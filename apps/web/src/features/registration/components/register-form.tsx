import {
  documentFieldOf,
  EMAIL_MAX_LENGTH,
  GENDERS,
  GOV_ID_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PERSON_NAME_MAX_LENGTH,
  pathOf,
  registerInputSchema,
} from '@loyalty/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { birthYearOptions } from '@/lib/birth-years';
import { formatPhone } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useRegistrationDraftStore } from '@/lib/registration-draft-store';
import { takeReturnPath } from '@/lib/return-path';
import { startSession } from '@/lib/session';
import type { WelcomeState } from '@/lib/welcome-state';
import { type RegisterInput, registerMember } from '../api/register';

type Gender = (typeof GENDERS)[number];
type Draft = ReturnType<typeof useRegistrationDraftStore.getState>;

/** The form's fields under the Register call's names; the other contact is the one not yet proven. */
function valuesOf(draft: Draft) {
  return {
    Gov_Id_Ref: '',
    First_Name: '',
    Last_Name: '',
    Gender: draft.gender as Gender | '',
    Birth_Year: draft.selectedYear,
    Other_Contact: '',
    Password: '',
    Ref: draft.friendRef,
    Accept_Consentandpolicy: false,
    Accept_Newsandpromotions: false,
    Accept_Preferenceandinterest: false,
  };
}

type RegisterValues = ReturnType<typeof valuesOf>;

/** SPEC §3: the draft's proven identity plus what the member typed; empty optional fields are left out. */
function inputOf(values: RegisterValues, draft: Draft) {
  const { Gov_Id_Ref, Other_Contact, Gender, Birth_Year, Password, Ref, ...typed } = values;
  const isThai = draft.nationalType === 'thai';
  const otherContact = Other_Contact.trim() || undefined;
  return {
    ...typed,
    National_Type: draft.nationalType,
    // Sent as stored: an id card typed with dashes or spaces goes as its bare 13 digits.
    Gov_Id_Ref: draft.nationalType
      ? (documentFieldOf(draft.nationalType).safeParse(Gov_Id_Ref).data ?? Gov_Id_Ref)
      : Gov_Id_Ref,
    Gender: Gender || undefined,
    Birth_Year: Birth_Year ? Number(Birth_Year) : undefined,
    Email: isThai ? otherContact : draft.email,
    Mobile_No: isThai ? draft.email : otherContact,
    Password: Password || undefined,
    Ref: Ref.trim() || undefined,
  };
}

/** register: the SPEC §3 draft plus names, id document, optional password and the PDPA consent. */
export function RegisterForm() {
  const { t, i18n } = useTranslation('registration');
  const navigate = useNavigate();
  const draft = useRegistrationDraftStore();
  const isThai = draft.nationalType === 'thai';
  const form = useContractForm(registerInputSchema, {
    defaultValues: valuesOf(draft),
    toInput: (values) => inputOf(values, draft),
    fieldOf: { [isThai ? 'Email' : 'Mobile_No']: 'Other_Contact' },
    messages: {
      Gender: { required: t('register.choose'), choice: t('register.choose') },
      Birth_Year: { required: t('register.choose') },
      Accept_Consentandpolicy: { mustAccept: t('consent.policyRequired') },
    },
  });
  // One key per filled-in form: a retry after a lost answer is the same registration (DESIGN §5).
  const idempotencyKey = useRef(crypto.randomUUID());
  const { getValues, setValue } = form;

  useEffect(() => {
    draft.syncFriendRef();
  }, [draft.syncFriendRef]);
  useEffect(() => {
    if (!getValues('Ref')) setValue('Ref', draft.friendRef);
  }, [draft.friendRef, getValues, setValue]);

  const gender = form.valueProps('Gender');
  const birthYear = form.valueProps('Birth_Year');
  const consent = {
    policy: form.valueProps('Accept_Consentandpolicy'),
    news: form.valueProps('Accept_Newsandpromotions'),
    preference: form.valueProps('Accept_Preferenceandinterest'),
  };

  const register = async (input: RegisterInput) => {
    const session = await withLoader(registerMember(input, idempotencyKey.current));
    startSession(session.token);
    useRegistrationDraftStore.getState().reset();
    // The form took the consent with the current versions (Register records them), so no second consent
    // screen follows: the welcome on home does.
    const welcome: WelcomeState = { isNewMember: true, continueTo: takeReturnPath() };
    await navigate(pathOf('home'), { replace: true, state: welcome });
  };

  return (
    <form
      onSubmit={form.submit(register)}
      noValidate
      className={cardClasses({ elevation: 'tablet', padding: 'lg' }, 'flex flex-col gap-5')}
    >
      <p className="leading-relaxed text-ink-600" data-testid="register-identity">
        {t(isThai ? 'register.identityMobile' : 'register.identityEmail', {
          identity: isThai ? formatPhone(draft.email) : draft.email,
        })}
      </p>
      <TextField
        label={isThai ? t('register.idCard') : t('register.passport')}
        hint={isThai ? t('register.idCardHint') : t('register.passportHint')}
        inputMode={isThai ? 'numeric' : 'text'}
        maxLength={GOV_ID_MAX_LENGTH}
        {...form.fieldProps('Gov_Id_Ref')}
        data-testid="register-gov-id"
      />
      <div className="grid gap-5 tablet:grid-cols-2">
        <TextField
          label={t('register.firstName')}
          autoComplete="given-name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          {...form.fieldProps('First_Name')}
        />
        <TextField
          label={t('register.lastName')}
          autoComplete="family-name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          {...form.fieldProps('Last_Name')}
        />
      </div>
      <ChoiceGroup<Gender>
        legend={t('register.gender')}
        name="gender"
        value={gender.value}
        options={GENDERS.map((value) => ({ value, label: t(`gender.${value}`) }))}
        onChange={(value) => {
          gender.onChange(value);
          draft.update({ gender: value });
        }}
        error={gender.error}
      />
      <SelectField
        label={t('register.birthYear')}
        placeholder={t('register.chooseYear')}
        options={birthYearOptions(i18n.language)}
        value={birthYear.value}
        onChange={(event) => {
          birthYear.onChange(event.target.value);
          draft.update({ selectedYear: event.target.value });
        }}
        error={birthYear.error}
        hint={t('register.birthYearUse')}
        data-testid="register-birth-year"
      />
      {/* A foreigner's mobile is what redeeming asks for later (SPEC §4 redeemProfileFilled): say so now. */}
      <TextField
        label={isThai ? t('register.emailOptional') : t('register.mobileForRedeem')}
        hint={isThai ? undefined : t('register.mobileForRedeemHint')}
        inputMode={isThai ? 'email' : 'tel'}
        autoComplete={isThai ? 'email' : 'tel-national'}
        maxLength={EMAIL_MAX_LENGTH}
        {...form.fieldProps('Other_Contact')}
      />
      <TextField
        label={t('register.passwordOptional')}
        hint={t('register.passwordHint')}
        type="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        {...form.fieldProps('Password')}
      />
      <TextField
        label={t('register.friendRef')}
        hint={t('register.friendRefHint')}
        maxLength={20}
        {...form.fieldProps('Ref')}
        data-testid="register-ref"
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink-800">{t('register.consentLegend')}</legend>
        <Checkbox
          checked={consent.policy.value}
          onChange={consent.policy.onChange}
          error={consent.policy.error}
          testId="register-accept-policy"
          label={
            <>
              {t('consent.acceptPrefix')}{' '}
              <Link to={pathOf('policy')} className="font-semibold text-brand-700 underline" target="_blank">
                {t('consent.policyLink')}
              </Link>{' '}
              {t('consent.and')}{' '}
              <Link to={pathOf('condition')} className="font-semibold text-brand-700 underline" target="_blank">
                {t('consent.conditionLink')}
              </Link>
            </>
          }
        />
        <Checkbox checked={consent.news.value} onChange={consent.news.onChange} label={t('consent.news')} />
        <Checkbox
          checked={consent.preference.value}
          onChange={consent.preference.onChange}
          label={t('consent.preference')}
        />
      </fieldset>
      <FormNotice form={form} testId="register-error" />
      <Button type="submit" disabled={form.isPending} data-testid="register-submit">
        {t('register.submit')}
      </Button>
    </form>
  );
}
