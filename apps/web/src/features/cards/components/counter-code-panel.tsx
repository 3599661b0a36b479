import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Card } from '@/components/ui/card';
import { Code128Barcode } from '@/components/ui/code128-barcode';
import { Countdown } from '@/components/ui/countdown';
import { QrCode } from '@/components/ui/qr-code';
import { useCounterCode } from '../api/get-counter-code';
import { useWakeLock } from '../lib/use-wake-lock';

/** "12 3456 7890": the code in groups of four from the end, as staff read it aloud or type it. */
export function groupCode(code: string): string {
  return code.replace(/\B(?=(\d{4})+$)/g, ' ');
}

/**
 * The rotating counter code (DESIGN §12, decision 014): QR and Code 128 of this minute's code with a
 * countdown to the next one. The countdown runs from when the answer arrived (the device's clock may
 * be wrong); at zero the screen asks the server again. The screen stays awake while it shows a code.
 */
export function CounterCodePanel({ cardId }: { cardId: number }) {
  const { t } = useTranslation('cards');
  const counter = useCounterCode(cardId);
  // A code the server could not renew is no longer good: it is not shown beside the error.
  const code = counter.isError ? undefined : counter.data;
  useWakeLock(code !== undefined);

  return (
    <Card
      as="section"
      isOutlined
      className="flex flex-col items-center gap-4 text-center"
      aria-labelledby="counter-code-title"
      data-testid="counter-code"
    >
      <h2 id="counter-code-title" className="text-lg font-bold text-ink-900">
        {t('code.title')}
      </h2>
      {counter.isPending ? (
        <div className="flex flex-col items-center gap-3" aria-busy="true">
          <div className="size-50 animate-pulse rounded-2xl bg-ink-100" />
          <p className="text-ink-600">{t('code.loading')}</p>
        </div>
      ) : null}
      {counter.isError ? (
        <LoadError title={t('code.loadError')} error={counter.error} onRetry={() => void counter.refetch()} />
      ) : null}
      {code ? (
        <>
          <QrCode text={code.code} label={t('code.qrLabel', { code: code.code })} testId="counter-qr" />
          <Code128Barcode
            code={code.code}
            label={t('code.barcodeLabel', { code: code.code })}
            testId="counter-barcode"
          />
          <div className="flex flex-col items-center">
            <p className="text-sm text-ink-600">{t('code.label')}</p>
            <p className="font-mono text-2xl font-bold tracking-widest text-ink-900" data-testid="counter-code-text">
              {groupCode(code.code)}
            </p>
          </div>
          <Countdown
            // A new answer starts a new countdown, even when the code itself did not change.
            key={counter.dataUpdatedAt}
            until={counter.dataUpdatedAt + code.expires_in_ms}
            onEnd={() => void counter.refetch()}
            label={t('code.countdownLabel')}
            className="rounded-full bg-brand-50 px-4 py-1 font-semibold text-brand-700"
          >
            {(_parts, remainingMs) => (
              <span data-testid="counter-countdown">
                {t('code.nextIn', { seconds: Math.ceil(remainingMs / 1000) })}
              </span>
            )}
          </Countdown>
          <p className="text-sm text-ink-600">{t('code.hint')}</p>
        </>
      ) : null}
    </Card>
  );
}
