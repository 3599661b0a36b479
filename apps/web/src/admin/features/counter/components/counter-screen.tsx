import type { CounterVerification } from '@loyalty/contracts';
import { COUNTER_CODE_MAX_LENGTH } from '@loyalty/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-message';
import { formatDate } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { useVerifyCounterCode } from '../api/counter';

function VerifiedCard({ result }: { result: CounterVerification }) {
  const { t } = useTranslation('admin-counter');
  const { member, card } = result;
  const rows: [string, string][] = [
    [t('memberId'), member.mbk_member_id],
    [t('tier'), member.tier],
    [t('card'), `${card.name} · ${card.level}`],
    [t('cardNumber'), card.card_number],
    [t('company'), card.company],
    [t('expires'), formatDate(card.expires_at, currentLanguage())],
  ];
  return (
    <Card
      aria-labelledby="counter-member"
      role="status"
      as="section"
      padding="lg"
      className="flex flex-col gap-4 border-2 border-emerald-500"
      data-testid="counter-result"
    >
      <p className="text-sm font-semibold uppercase tracking-wide text-emerald-700">{t('valid')}</p>
      <h2 id="counter-member" className="text-3xl font-bold text-ink-900">
        {member.name}
      </h2>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-lg">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-600">{label}</dt>
            <dd className="font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/**
 * DESIGN §11 counter: staff type or paste the code on a member's card screen and see whose card it is.
 * Built for a till: one large field, focused on arrival and selected again after each answer, so the
 * next code simply replaces the last.
 */
export function CounterScreen() {
  const { t } = useTranslation('admin-counter');
  const verify = useVerifyCounterCode();
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const failure = useErrorText(verify.error);
  const isEmpty = code.trim() === '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isEmpty) return;
    verify.mutate({ code: code.trim() }, { onSettled: () => input.current?.select() });
  };

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      <form onSubmit={submit} aria-label={t('title')} className="flex flex-col gap-3" noValidate>
        <label htmlFor="counter-code" className="text-base font-semibold text-ink-800">
          {t('code')}
        </label>
        <div className="flex flex-wrap gap-3">
          <input
            id="counter-code"
            ref={input}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            // biome-ignore lint/a11y/noAutofocus: the counter page exists to take a code; staff start typing at once
            autoFocus
            autoComplete="off"
            spellCheck={false}
            inputMode="numeric"
            maxLength={COUNTER_CODE_MAX_LENGTH}
            aria-describedby="counter-hint"
            className="min-h-16 min-w-0 flex-1 rounded-2xl border-2 border-ink-400 bg-white px-5 font-mono text-3xl tracking-widest text-ink-900 focus:outline-3 focus:outline-offset-1 focus:outline-brand-600"
          />
          <Button type="submit" disabled={isEmpty || verify.isPending} className="min-h-16 px-8 text-lg">
            {t('check')}
          </Button>
        </div>
        <p id="counter-hint" className="text-sm text-ink-600">
          {t('hint')}
        </p>
      </form>
      {verify.isError ? (
        <Notice testId="counter-refusal">
          <p className="text-lg font-semibold">{failure}</p>
        </Notice>
      ) : null}
      {verify.isSuccess ? <VerifiedCard result={verify.data} /> : null}
    </div>
  );
}
