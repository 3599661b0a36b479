import { GENDERS, passportField, pathOf, registerInputSchema, thaiIdCardField } from '@loyalty/contracts';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-message';
import { type RegisterInput, registerMember } from '../api/register';
import { birthYearOptions } from '../lib/registration-identity';
import { startSession } from '../lib/sign-in';
import { useRegistrationDraftStore } from '../stores/registration-draft-store';

type Gender = (typeof GENDERS)[number];

interface Values {
  govId: string;
  firstName: string;
  lastName: string;
  otherContact: string;
  password: string;
  ref: string;
  acceptPolicy: boolean;
  acceptNews: boolean;
  acceptPreference: boolean;
}

/** Which form field each payload field's error belongs to. */
const FIELD_OF: Record<string, keyof Values | 'gender' | 'birthYear'> = {
  Gov_Id_Ref: 'govId',
  First_Name: 'firstName',
  Last_Name: 'lastName',
  Gender: 'gender',
  Birth_Year: 'birthYear',
  Email: 'otherContact',
  Mobile_No: 'otherContact',
  Password: 'password',
  Ref: 'ref',
  Accept_Consentandpolicy: 'acceptPolicy',
};

/** register: the SPEC §3 draft plus names, id document, optional password and the PDPA consent. */
export function RegisterForm() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const draft = useRegistrationDraftStore();
  const isThai = draft.nationalType === 'thai';
  const [values, setValues] = useState<Values>({
    govId: '',
    firstName: '',
    lastName: '',
    otherContact: '',
    password: '',
    ref: draft.friendRef,
    acceptPolicy: false,
    acceptNews: false,
    acceptPreference: false,
  });
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);
  // One key per filled-in form: a retry after a lost answer is the same registration (DESIGN §5).
  const idempotencyKey = useRef(crypto.randomUUID());

  useEffect(() => {
    draft.syncFriendRef();
  }, [draft.syncFriendRef]);
  useEffect(() => {
    setValues((current) => (current.ref ? current : { ...current, ref: draft.friendRef }));
  }, [draft.friendRef]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const errorOf = (field: string, message: string) => (invalid.has(field) ? message : undefined);

  const toInput = (): Record<string, unknown> => ({
    National_Type: draft.nationalType,
    Gov_Id_Ref: values.govId,
    First_Name: values.firstName,
    Last_Name: values.lastName,
    Gender: draft.gender || undefined,
    Birth_Year: draft.selectedYear ? Number(draft.selectedYear) : undefined,
    Email: isThai ? values.otherContact.trim() || undefined : draft.email,
    Mobile_No: isThai ? draft.email : values.otherContact.trim() || undefined,
    Password: values.password || undefined,
    Ref: values.ref.trim() || undefined,
    Accept_Consentandpolicy: values.acceptPolicy,
    Accept_Newsandpromotions: values.acceptNews,
    Accept_Preferenceandinterest: values.acceptPreference,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // The document is checked on its own: the schema's cross-field check runs only once every field parses.
    const document = (isThai ? thaiIdCardField : passportField).safeParse(values.govId);
    const parsed = registerInputSchema.safeParse({ ...toInput(), Gov_Id_Ref: document.data ?? values.govId });
    const problems = new Set(parsed.error?.issues.map((issue) => FIELD_OF[String(issue.path[0])] ?? '') ?? []);
    if (!document.success) problems.add('govId');
    if (!parsed.success || problems.size > 0) {
      setInvalid(problems);
      return;
    }
    setInvalid(new Set());
    setError(null);
    try {
      const session = await withLoader(registerMember(parsed.data as RegisterInput, idempotencyKey.current));
      startSession(session.token);
      useRegistrationDraftStore.getState().reset();
      await navigate(pathOf('consent'), { replace: true, state: { fromRegistration: true } });
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5 rounded-3xl bg-white p-6 tablet:shadow-lg">
      <p className="leading-relaxed text-ink-600" data-testid="register-identity">
        {t(isThai ? 'register.identityMobile' : 'register.identityEmail', { identity: draft.email })}
      </p>
      <TextField
        label={isThai ? t('register.idCard') : t('register.passport')}
        hint={isThai ? t('register.idCardHint') : t('register.passportHint')}
        inputMode={isThai ? 'numeric' : 'text'}
        maxLength={32}
        value={values.govId}
        onChange={(event) => set('govId', event.target.value)}
        error={errorOf('govId', isThai ? t('register.idCardInvalid') : t('register.passportInvalid'))}
        data-testid="register-gov-id"
      />
      <div className="grid gap-5 tablet:grid-cols-2">
        <TextField
          label={t('register.firstName')}
          autoComplete="given-name"
          maxLength={100}
          value={values.firstName}
          onChange={(event) => set('firstName', event.target.value)}
          error={errorOf('firstName', t('register.required'))}
        />
        <TextField
          label={t('register.lastName')}
          autoComplete="family-name"
          maxLength={100}
          value={values.lastName}
          onChange={(event) => set('lastName', event.target.value)}
          error={errorOf('lastName', t('register.required'))}
        />
      </div>
      <ChoiceGroup<Gender>
        legend={t('register.gender')}
        name="gender"
        value={(draft.gender as Gender) || ''}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`gender.${gender}`) }))}
        onChange={(gender) => draft.update({ gender })}
        error={errorOf('gender', t('register.choose'))}
      />
      <SelectField
        label={t('register.birthYear')}
        placeholder={t('register.chooseYear')}
        options={birthYearOptions().map((year) => ({ value: String(year), label: String(year) }))}
        value={draft.selectedYear}
        onChange={(event) => draft.update({ selectedYear: event.target.value })}
        error={errorOf('birthYear', t('register.choose'))}
        data-testid="register-birth-year"
      />
      <TextField
        label={isThai ? t('register.emailOptional') : t('register.mobileOptional')}
        inputMode={isThai ? 'email' : 'tel'}
        autoComplete={isThai ? 'email' : 'tel-national'}
        maxLength={254}
        value={values.otherContact}
        onChange={(event) => set('otherContact', event.target.value)}
        error={errorOf('otherContact', isThai ? t('phone.emailInvalid') : t('phone.mobileInvalid'))}
      />
      <TextField
        label={t('register.passwordOptional')}
        hint={t('register.passwordHint')}
        type="password"
        autoComplete="new-password"
        maxLength={128}
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={errorOf('password', t('register.passwordHint'))}
      />
      <TextField
        label={t('register.friendRef')}
        hint={t('register.friendRefHint')}
        maxLength={20}
        value={values.ref}
        onChange={(event) => set('ref', event.target.value)}
        error={errorOf('ref', t('register.friendRefInvalid'))}
        data-testid="register-ref"
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink-800">{t('register.consentLegend')}</legend>
        <Checkbox
          checked={values.acceptPolicy}
          onChange={(checked) => set('acceptPolicy', checked)}
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
        {invalid.has('acceptPolicy') ? (
          <p role="alert" className="text-sm font-medium text-brand-700">
            {t('consent.policyRequired')}
          </p>
        ) : null}
        <Checkbox
          checked={values.acceptNews}
          onChange={(checked) => set('acceptNews', checked)}
          label={t('consent.news')}
        />
        <Checkbox
          checked={values.acceptPreference}
          onChange={(checked) => set('acceptPreference', checked)}
          label={t('consent.preference')}
        />
      </fieldset>
      {error ? <Notice testId="register-error">{errorText}</Notice> : null}
      <Button type="submit" data-testid="register-submit">
        {t('register.submit')}
      </Button>
    </form>
  );
}
