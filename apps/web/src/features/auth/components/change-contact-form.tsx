import { pathOf } from '@loyalty/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-message';
import { type OtpChannel, requestOtpCode } from '../api/otp';
import { parseIdentity } from '../lib/registration-identity';
import { useOtpStore } from '../stores/otp-store';

interface ChangeContactFormProps {
  /** `email` for change-email, `sms` for change-mobile. */
  channel: OtpChannel;
  /** The contact the server holds now (`email` / `mobile_no`), if any. */
  current: string | null;
}

/**
 * change-email / change-mobile: the new contact first receives a code (purpose `change_contact`); the
 * change itself happens on confirm-otp once the code is right (SPEC §4: verify first, then change).
 */
export function ChangeContactForm({ channel, current }: ChangeContactFormProps) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<'invalid' | 'same' | null>(null);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);
  const isEmail = channel === 'email';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const recipient = parseIdentity(channel, value);
    const nextProblem = recipient === null ? 'invalid' : recipient === current ? 'same' : null;
    setProblem(nextProblem);
    if (recipient === null || nextProblem) return;
    setError(null);
    try {
      const challenge = await withLoader(requestOtpCode({ channel, recipient }, 'change_contact'));
      useOtpStore.getState().start({ channel, recipient, purpose: 'change_contact', challenge });
      await navigate(pathOf('confirm-otp'));
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5 rounded-3xl bg-white p-6 shadow-sm">
      <dl className="flex flex-wrap justify-between gap-2 rounded-2xl bg-ink-50 px-4 py-3">
        <dt className="text-ink-600">{isEmail ? t('contact.currentEmail') : t('contact.currentMobile')}</dt>
        <dd className="font-semibold text-ink-900" data-testid="contact-current">
          {current || t('contact.none')}
        </dd>
      </dl>
      <p className="leading-relaxed text-ink-600">{isEmail ? t('contact.emailBody') : t('contact.mobileBody')}</p>
      <TextField
        label={isEmail ? t('contact.newEmail') : t('contact.newMobile')}
        hint={isEmail ? t('contact.emailHint') : t('contact.mobileHint')}
        inputMode={isEmail ? 'email' : 'tel'}
        autoComplete={isEmail ? 'email' : 'tel-national'}
        maxLength={254}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={
          problem ? t(`contact.${isEmail ? 'email' : 'mobile'}${problem === 'same' ? 'Same' : 'Invalid'}`) : undefined
        }
        data-testid="contact-new"
      />
      {error ? <Notice testId="contact-error">{errorText}</Notice> : null}
      <Button type="submit" data-testid="contact-submit">
        {t('contact.sendCode')}
      </Button>
    </form>
  );
}
