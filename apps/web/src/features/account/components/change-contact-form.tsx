import { EMAIL_MAX_LENGTH, pathOf, requestOtp, requestOtpByEmail } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { TextField } from '@/components/ui/text-field';
import { formatPhone } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { type OtpChannel, requestOtpCode } from '@/lib/otp/otp-api';
import { useOtpStore } from '@/lib/otp/otp-store';

interface ChangeContactFormProps {
  /** `email` for change-email, `sms` for change-mobile. */
  channel: OtpChannel;
  /** The contact the server holds now (`email` / `mobile_no`), if any. */
  current: string | null;
}

/** The code request's field that carries the new contact, by channel. */
const CONTACT_FIELD = { email: 'Email', sms: 'Mobile_No' } as const;

/**
 * change-email / change-mobile: the new contact first receives a code (purpose `change_contact`); the
 * change itself happens on confirm-otp once the code is right (SPEC §4: verify first, then change).
 */
export function ChangeContactForm({ channel, current }: ChangeContactFormProps) {
  const { t } = useTranslation('profile');
  const navigate = useNavigate();
  const isEmail = channel === 'email';
  const form = useContractForm(isEmail ? requestOtpByEmail.input : requestOtp.input, {
    defaultValues: { Contact: '' },
    toInput: ({ Contact }) => ({ [CONTACT_FIELD[channel]]: Contact, Purpose: 'change_contact' }),
    fieldOf: { [CONTACT_FIELD[channel]]: 'Contact' },
    messages: { Contact: { same: isEmail ? t('contact.emailSame') : t('contact.mobileSame') } },
  });

  const sendCode = async (input: { Email: string } | { Mobile_No: string }) => {
    const recipient = 'Email' in input ? input.Email : input.Mobile_No;
    if (recipient === current) {
      form.setError('Contact', { type: 'same' }, { shouldFocus: true });
      return;
    }
    const challenge = await withLoader(requestOtpCode({ channel, recipient }, 'change_contact'));
    useOtpStore.getState().start({ channel, recipient, purpose: 'change_contact', challenge });
    await navigate(pathOf('confirm-otp'));
  };

  return (
    <form onSubmit={form.submit(sendCode)} noValidate className={cardClasses({ padding: 'lg' }, 'flex flex-col gap-5')}>
      <dl className="flex flex-wrap justify-between gap-2 rounded-2xl bg-ink-50 px-4 py-3">
        <dt className="text-ink-600">{isEmail ? t('contact.currentEmail') : t('contact.currentMobile')}</dt>
        <dd className="font-semibold text-ink-900" data-testid="contact-current">
          {current ? (isEmail ? current : formatPhone(current)) : t('contact.none')}
        </dd>
      </dl>
      <p className="leading-relaxed text-ink-600">{isEmail ? t('contact.emailBody') : t('contact.mobileBody')}</p>
      <TextField
        label={isEmail ? t('contact.newEmail') : t('contact.newMobile')}
        hint={isEmail ? t('contact.emailHint') : t('contact.mobileHint')}
        inputMode={isEmail ? 'email' : 'tel'}
        autoComplete={isEmail ? 'email' : 'tel-national'}
        maxLength={EMAIL_MAX_LENGTH}
        {...form.fieldProps('Contact')}
        data-testid="contact-new"
      />
      <FormNotice form={form} testId="contact-error" />
      <Button type="submit" disabled={form.isPending} data-testid="contact-submit">
        {t('contact.sendCode')}
      </Button>
    </form>
  );
}
