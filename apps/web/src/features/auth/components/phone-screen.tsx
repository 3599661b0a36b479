import { pathOf } from '@loyalty/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { Button } from '@/components/ui/button';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-message';
import { getSessionToken } from '@/lib/storage';
import { scopesOf } from '@/lib/token';
import { requestOtpCode } from '../api/otp';
import { channelOf, parseIdentity } from '../lib/registration-identity';
import { useOtpStore } from '../stores/otp-store';
import { type NationalType, useRegistrationDraftStore } from '../stores/registration-draft-store';

/** phone: choose Thai (mobile, SMS) or foreigner (e-mail), then ask for the one-time code. */
export function PhoneScreen() {
  const { t } = useTranslation('registration');
  const navigate = useNavigate();
  const draft = useRegistrationDraftStore();
  const [nationalType, setNationalType] = useState<NationalType>(draft.nationalType || 'thai');
  const [value, setValue] = useState(draft.email);
  const [isInvalid, setIsInvalid] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);
  const channel = channelOf(nationalType);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const recipient = parseIdentity(channel, value);
    setIsInvalid(recipient === null);
    if (recipient === null) return;
    setError(null);
    try {
      const challenge = await withLoader(requestOtpCode({ channel, recipient }, 'register'));
      // A LINE user without a membership arrives here holding a bcrm-register token (DESIGN §5).
      const mbkType = scopesOf(getSessionToken()).includes('bcrm-register') ? 'line' : 'otp';
      draft.update({ nationalType, email: recipient, mbkType });
      useOtpStore.getState().start({ channel, recipient, purpose: 'register', challenge });
      await navigate(pathOf('otp'));
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5 rounded-3xl bg-white p-6 tablet:shadow-lg">
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
          setValue('');
          setIsInvalid(false);
        }}
      />
      <TextField
        key={channel}
        label={channel === 'sms' ? t('phone.mobile') : t('phone.email')}
        hint={channel === 'sms' ? t('phone.mobileHint') : t('phone.emailHint')}
        inputMode={channel === 'sms' ? 'tel' : 'email'}
        autoComplete={channel === 'sms' ? 'tel-national' : 'email'}
        value={value}
        maxLength={254}
        onChange={(event) => setValue(event.target.value)}
        error={isInvalid ? (channel === 'sms' ? t('phone.mobileInvalid') : t('phone.emailInvalid')) : undefined}
        data-testid="phone-identity"
      />
      {error ? <Notice testId="phone-error">{errorText}</Notice> : null}
      <Button type="submit" data-testid="phone-submit">
        {t('phone.submit')}
      </Button>
    </form>
  );
}
