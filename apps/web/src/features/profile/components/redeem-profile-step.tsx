import {
  type CustomerInfo,
  GOV_ID_MAX_LENGTH,
  LOGIN_TYPE,
  missingRedeemFields,
  PERSON_NAME_MAX_LENGTH,
  pathOf,
  requestOtp,
  updateCustomerInputSchema,
} from '@loyalty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { FormNotice } from '@/components/form/form-notice';
import { OtpForm } from '@/components/otp/otp-form';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-message';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { type OtpTarget, requestOtpCode } from '@/lib/otp/otp-api';
import { useOtpStore } from '@/lib/otp/otp-store';
import { profileKeys } from '../api/keys';
import { type UpdateCustomerInput, updateCustomer } from '../api/profile-calls';
import { BirthDateField } from './birth-date-field';

/** The missing fields this step asks for itself: what UpdateCustomer takes, and the mobile through its code. */
const DETAIL_FIELDS = ['first_name', 'last_name', 'gov_id_ref', 'date_of_birth'] as const;
type DetailField = (typeof DETAIL_FIELDS)[number];

interface RedeemProfileStepProps {
  customer: CustomerInfo;
  /** Customer/ChangeMobileNo once the new mobile's code is verified (the account feature's call). */
  changeMobile: (target: OtpTarget) => Promise<void>;
  /** Back to the privilege, without redeeming. */
  onCancel: () => void;
}

/**
 * The first redemption's profile step (issue 34): asks only for what SPEC §4 `redeemProfileFilled` still
 * waits for (contracts' missingRedeemFields, the one rule), the details first, then a mobile with its
 * one-time code (SPEC §4: verify first, then change). When the refreshed profile is complete the caller
 * sees it through customer-info and returns to the privilege.
 */
export function RedeemProfileStep({ customer, changeMobile, onCancel }: RedeemProfileStepProps) {
  const { t } = useTranslation('profile');
  const missing = missingRedeemFields(customer);
  const details = DETAIL_FIELDS.filter((field) => missing.includes(field));
  const needsMobile = missing.includes('mobile_no');
  // Gender, for one, is set at registration only: such a profile is completed on edit-profile.
  const elsewhere = missing.filter((field) => field !== 'mobile_no' && !details.includes(field as DetailField));
  const steps = (details.length > 0 ? 1 : 0) + (needsMobile ? 1 : 0);
  const step = details.length > 0 ? 1 : steps;
  // The step replaces the panel mid-page: take the member (and a screen reader) to its heading.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <Card as="section" padding="lg" className="flex flex-col gap-5" aria-labelledby="redeem-profile-title">
      <div className="flex flex-col gap-1">
        <h2
          id="redeem-profile-title"
          ref={titleRef}
          tabIndex={-1}
          className="scroll-mt-20 text-lg font-bold text-ink-900 focus:outline-none"
          data-testid="redeem-profile-step"
        >
          {t('redeemStep.title')}
        </h2>
        <p className="text-ink-600">{t('redeemStep.body')}</p>
        {steps > 1 ? (
          <p className="text-sm font-semibold text-brand-700" data-testid="redeem-profile-progress">
            {t('redeemStep.progress', { step, total: steps })}
          </p>
        ) : null}
      </div>
      {elsewhere.length > 0 ? (
        <Notice testId="redeem-profile-elsewhere">
          {t('redeemStep.elsewhere')}{' '}
          <Link
            to={pathOf('edit-profile')}
            state={{ fromRedemption: true }}
            className="font-semibold underline underline-offset-2"
          >
            {t('redeemStep.editProfile')}
          </Link>
        </Notice>
      ) : details.length > 0 ? (
        <DetailsForm customer={customer} fields={details} />
      ) : needsMobile ? (
        <MobileWithCode current={customer.mobile_no} changeMobile={changeMobile} />
      ) : null}
      <Button variant="ghost" onClick={onCancel} data-testid="redeem-profile-cancel">
        {t('redeemStep.cancel')}
      </Button>
    </Card>
  );
}

function DetailsForm({ customer, fields }: { customer: CustomerInfo; fields: readonly DetailField[] }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const isThai = customer.login_type === LOGIN_TYPE.thai;
  const form = useContractForm(updateCustomerInputSchema, {
    defaultValues: {
      First_Name: customer.first_name ?? '',
      Last_Name: customer.last_name ?? '',
      Gov_Id_Ref: customer.gov_id_ref ?? '',
      Date_Of_Birth: '',
    },
    // Only what is asked travels; what the server holds stays as it is (an absent field is left alone).
    toInput: (values) => ({
      First_Name: values.First_Name,
      Last_Name: values.Last_Name,
      ...(fields.includes('gov_id_ref') ? { Gov_Id_Ref: values.Gov_Id_Ref } : {}),
      ...(fields.includes('date_of_birth') ? { Date_Of_Birth: values.Date_Of_Birth || null } : {}),
    }),
  });
  const birthDate = form.valueProps('Date_Of_Birth');

  const save = (input: UpdateCustomerInput) =>
    withLoader(async () => {
      if (fields.includes('date_of_birth') && !input.Date_Of_Birth) {
        form.setError('Date_Of_Birth', { type: 'required', message: t('redeemStep.birthDateRequired') });
        return;
      }
      await updateCustomer(input);
      await queryClient.invalidateQueries({ queryKey: profileKeys.customerInfo() });
    });

  return (
    <form onSubmit={form.submit(save)} noValidate className="flex flex-col gap-5" data-testid="redeem-profile-details">
      {fields.includes('first_name') ? (
        <TextField
          label={t('edit.firstName')}
          autoComplete="given-name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          {...form.fieldProps('First_Name')}
        />
      ) : null}
      {fields.includes('last_name') ? (
        <TextField
          label={t('edit.lastName')}
          autoComplete="family-name"
          maxLength={PERSON_NAME_MAX_LENGTH}
          {...form.fieldProps('Last_Name')}
        />
      ) : null}
      {fields.includes('gov_id_ref') ? (
        <TextField
          label={isThai ? t('edit.idCard') : t('edit.passport')}
          hint={t(isThai ? 'edit.idCardLocks' : 'edit.passportLocks')}
          maxLength={GOV_ID_MAX_LENGTH}
          {...form.fieldProps('Gov_Id_Ref')}
        />
      ) : null}
      {fields.includes('date_of_birth') ? (
        <BirthDateField
          label={t('edit.birthDate')}
          isLocked={false}
          lockedHint={t('edit.locked')}
          knownYear={customer.birth_year}
          value={birthDate.value ?? ''}
          onChange={birthDate.onChange}
          error={birthDate.error}
          testId="redeem-birth-date"
        />
      ) : null}
      <FormNotice form={form} testId="redeem-profile-error" />
      <Button type="submit" disabled={form.isPending} data-testid="redeem-profile-save">
        {t('redeemStep.continue')}
      </Button>
    </form>
  );
}

/** A mobile for the profile: the number, a code to it, then Customer/ChangeMobileNo and a fresh profile. */
function MobileWithCode({
  current,
  changeMobile,
}: {
  current: string | null;
  changeMobile: (target: OtpTarget) => Promise<void>;
}) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const pending = useOtpStore((state) => state.pending);
  const [isCodeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);
  const form = useContractForm(requestOtp.input, {
    defaultValues: { Contact: current ?? '' },
    toInput: ({ Contact }) => ({ Mobile_No: Contact, Purpose: 'change_contact' }),
    fieldOf: { Mobile_No: 'Contact' },
  });

  const sendCode = async ({ Mobile_No }: { Mobile_No: string }) => {
    const challenge = await withLoader(requestOtpCode({ channel: 'sms', recipient: Mobile_No }, 'change_contact'));
    useOtpStore.getState().start({ channel: 'sms', recipient: Mobile_No, purpose: 'change_contact', challenge });
    setCodeSent(true);
  };

  const onVerified = async () => {
    if (!pending) return;
    setError(null);
    try {
      await withLoader(async () => {
        await changeMobile(pending);
        useOtpStore.getState().clear();
        await queryClient.invalidateQueries({ queryKey: profileKeys.customerInfo() });
      });
    } catch (failure) {
      setError(failure);
    }
  };

  if (isCodeSent && pending?.purpose === 'change_contact' && pending.channel === 'sms') {
    return (
      <div className="flex flex-col gap-4" data-testid="redeem-mobile-code">
        <OtpForm pending={pending} onVerified={() => void onVerified()} />
        {error ? <Notice testId="redeem-mobile-error">{errorText}</Notice> : null}
        <Button variant="secondary" onClick={() => setCodeSent(false)} data-testid="redeem-mobile-change-number">
          {t('redeemStep.otherNumber')}
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={form.submit(sendCode)} noValidate className="flex flex-col gap-5" data-testid="redeem-mobile-form">
      <TextField
        label={t('contact.newMobile')}
        hint={t('redeemStep.mobileHint')}
        inputMode="tel"
        autoComplete="tel-national"
        maxLength={20}
        {...form.fieldProps('Contact')}
        data-testid="redeem-mobile"
      />
      <FormNotice form={form} testId="redeem-mobile-request-error" />
      <Button type="submit" disabled={form.isPending} data-testid="redeem-mobile-send">
        {t('contact.sendCode')}
      </Button>
    </form>
  );
}
