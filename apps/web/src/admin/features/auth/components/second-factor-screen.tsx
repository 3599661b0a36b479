import { OTP_LENGTH, operatorTotpEnable } from '@loyalty/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { FormNotice } from '@/components/form/form-notice';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { Notice } from '@/components/ui/notice';
import { QrCode } from '@/components/ui/qr-code';
import { TextField } from '@/components/ui/text-field';
import { useErrorText } from '@/lib/error-message';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useOperatorMe } from '../api/operator-session';
import { useDisableTotp, useEnableTotp, useTotpSetup } from '../api/second-factor';

const panelClasses = cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-col gap-4');

/** The secret in groups of four, as authenticator apps show it, so typing it by hand is easier. */
const groupedSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A panel asking for a six-digit code from the authenticator app (never remembered by the browser), to
 * confirm turning the second factor on or off; the server's answer becomes the signed-in operator.
 */
function CodeForm({
  id,
  title,
  children,
  submitLabel,
  variant,
  noticeTestId,
  send,
  onDone,
}: {
  id: string;
  title: string;
  children: ReactNode;
  submitLabel: string;
  variant: 'primary' | 'secondary';
  noticeTestId: string;
  send: (input: { code: string }) => Promise<unknown>;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin-account');
  // Turning on and turning off take the same input: one code.
  const form = useContractForm(operatorTotpEnable.input, { defaultValues: { code: '' } });
  return (
    <form
      onSubmit={form.submit(async (input) => {
        await send(input);
        onDone();
      })}
      noValidate
      aria-labelledby={id}
      className={panelClasses}
    >
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      {children}
      <TextField
        label={t('code')}
        hint={t('codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        className="max-w-56"
        {...form.fieldProps('code')}
      />
      <FormNotice form={form} testId={noticeTestId} />
      <div>
        <Button type="submit" variant={variant} disabled={form.isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/**
 * Turning the second factor on (decision 019): a secret from the server, shown as a QR code and as text,
 * in force only once a code from the app confirms it. Until then sign-in asks for no code.
 */
function TurnOnPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin-account');
  const setup = useTotpSetup();
  const enable = useEnableTotp();
  const setupFailure = useErrorText(setup.error);

  if (!setup.data) {
    return (
      <section aria-labelledby="totp-off-title" className={panelClasses}>
        <h2 id="totp-off-title" className="text-lg font-semibold text-ink-900">
          {t('off.title')}
        </h2>
        <p className="text-ink-700">{t('off.body')}</p>
        {setup.isError ? (
          <Notice testId="totp-setup-error">
            {t('setupError')} {setupFailure}
          </Notice>
        ) : null}
        <div>
          <Button onClick={() => setup.mutate()} disabled={setup.isPending} data-testid="totp-start">
            {t('off.start')}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <CodeForm
      id="totp-setup-title"
      title={t('setup.title')}
      submitLabel={t('setup.submit')}
      variant="primary"
      noticeTestId="totp-enable-notice"
      send={enable.mutateAsync}
      onDone={onDone}
    >
      <ol className="flex list-decimal flex-col gap-1 pl-5 text-ink-700">
        <li>{t('setup.scan')}</li>
        <li>{t('setup.type')}</li>
      </ol>
      <div className="flex flex-wrap items-start gap-6">
        <QrCode text={setup.data.otpauth_url} label={t('setup.qrLabel')} testId="totp-qr" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-sm font-semibold text-ink-800">{t('setup.secret')}</p>
          <code
            className="break-all rounded-xl bg-ink-100 px-3 py-2 font-mono text-lg text-ink-900"
            data-testid="totp-secret"
          >
            {groupedSecret(setup.data.secret)}
          </code>
        </div>
      </div>
    </CodeForm>
  );
}

/** Turning it off asks for a current code: a session left open on a shared screen cannot remove it. */
function TurnOffPanel({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin-account');
  const disable = useDisableTotp();
  return (
    <CodeForm
      id="totp-on-title"
      title={t('on.title')}
      submitLabel={t('on.submit')}
      variant="secondary"
      noticeTestId="totp-disable-notice"
      send={disable.mutateAsync}
      onDone={onDone}
    >
      <p className="text-ink-700">{t('on.body')}</p>
    </CodeForm>
  );
}

/**
 * The operator's own sign-in security (DESIGN §11 "optional TOTP second factor"): every operator, any
 * role, turns the authenticator code at sign-in on or off for their own account.
 */
export function SecondFactorScreen() {
  const { t } = useTranslation('admin-account');
  const me = useOperatorMe();
  const [changed, setChanged] = useState<'on' | 'off' | null>(null);
  const [search] = useSearchParams();
  const isRequired = search.get('required') === '1';

  if (!me.data) {
    return me.isError ? (
      <LoadError title={t('loadError')} error={me.error} onRetry={() => void me.refetch()} />
    ) : (
      <p role="status" className="text-ink-600">
        {t('loading')}
      </p>
    );
  }

  const operator = me.data;
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
        <p className="text-ink-700">{t('intro', { email: operator.email })}</p>
      </header>
      {isRequired && !operator.has_totp ? <Notice testId="totp-required">{t('required')}</Notice> : null}
      <p className="text-ink-800" data-testid="totp-state">
        {t(operator.has_totp ? 'state.on' : 'state.off')}
      </p>
      {changed ? (
        <Notice tone="success" testId="totp-changed">
          {t(changed === 'on' ? 'turnedOn' : 'turnedOff')}
        </Notice>
      ) : null}
      {operator.has_totp ? (
        <TurnOffPanel onDone={() => setChanged('off')} />
      ) : (
        <TurnOnPanel key={changed ?? 'first'} onDone={() => setChanged('on')} />
      )}
    </div>
  );
}
