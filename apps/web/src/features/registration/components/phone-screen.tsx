import { EMAIL_MAX_LENGTH, pathOf, requestOtp, requestOtpByEmail } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { requestOtpCode } from '@/lib/otp/otp-api';
import { useOtpStore } from '@/lib/otp/otp-store';
import { type NationalType, useRegistrationDraftStore } from '@/lib/registration-draft-store';
import { getSessionToken } from '@/lib/storage';
import { scopesOf } from '@/lib/token';
import { channelOf } from '../lib/registration-identity';

/** The code request's field that carries the identity, by channel. */
const IDENTITY_FIELD = { email: 'Email', sms: 'Mobile_No' } as const;

/** phone: choose Thai (mobile, SMS) or foreigner (e-mail), then ask for the one-time code. */
export function PhoneScreen() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const draft = useRegistrationDraftStore();
  const [nationalType, setNationalType] = useState<NationalType>(draft.nationalType || 'thai');
  const channel = channelOf(nationalType);
  const form = useContractForm(channel === 'email' ? requestOtpByEmail.input : requestOtp.input, {
    defaultValues: { Identity: draft.email },
    toInput: ({ Identity }) => ({ [IDENTITY_FIELD[channel]]: Identity, Purpose: 'register' }),
    fieldOf: { Email: 'Identity', Mobile_No: 'Identity' },
  });

  const sendCode = async (input: { Email: string } | { Mobile_No: string }) => {
    const recipient = 'Email' in input ? input.Email : input.Mobile_No;
    const challenge = await withLoader(requestOtpCode({ channel, recipient }, 'register'));
    // A LINE user without a membership arrives here holding a bcrm-register token (DESIGN §5).
    const mbkType = scopesOf(getSessionToken()).includes('bcrm-register') ? 'line' : 'otp';
    draft.update({ nationalType, email: recipient, mbkType });
    useOtpStore.getState().start({ channel, recipient, purpose: 'register', challenge });
    await navigate(pathOf('otp'));
  };

  return (
    <form
      onSubmit={form.submit(sendCode)}
      noValidate
      className={cardClasses({ elevation: 'tablet', padding: 'lg' }, 'flex flex-col gap-5')}
    >
      <p className="leading-relaxed text-ink-600">{t('phone.body')}</p>
      <ChoiceGroup
        legend={t('phone.nationalType')}
        name="nationalType"
        value={nationalType}
        options={[
          { value: 'thai', label: t('nationalType.thai') },
          { value: 'foreigner', label: t('nationalType.foreigner') },
        ]}
        onChange={(next) => {
          setNationalType(next);
          form.reset({ Identity: '' });
        }}
      />
      <TextField
        key={channel}
        label={channel === 'sms' ? t('phone.mobile') : t('phone.email')}
        hint={channel === 'sms' ? t('phone.mobileHint') : t('phone.emailHint')}
        inputMode={channel === 'sms' ? 'tel' : 'email'}
        autoComplete={channel === 'sms' ? 'tel-national' : 'email'}
        maxLength={EMAIL_MAX_LENGTH}
        {...form.fieldProps('Identity')}
        data-testid="phone-identity"
      />
      <FormNotice form={form} testId="phone-error" />
      <Button type="submit" disabled={form.isPending} data-testid="phone-submit">
        {t('phone.submit')}
      </Button>
    </form>
  );
}
