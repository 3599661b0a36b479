import type { Redemption } from '@loyalty/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Code128Barcode } from '@/components/ui/code128-barcode';
import { Countdown } from '@/components/ui/countdown';
import { Notice } from '@/components/ui/notice';
import { QrCode } from '@/components/ui/qr-code';
import { useErrorText } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format-time';
import { useShowCouponCode } from '../api/show-coupon-code';

/** From a day before its end, a coupon's expiry ticks; before that its date says all a member needs. */
const TICKING_FROM_MS = 86_400_000;
/** The longest wait `setTimeout` keeps (about 24.8 days); a coupon further out is looked at again then. */
const LONGEST_TIMEOUT_MS = 2_147_483_647;

/** Whether `until` is within `withinMs` of now, turning true by itself when that moment comes. */
function useIsWithin(until: Date, withinMs: number): boolean {
  const [now, setNow] = useState(() => Date.now());
  const waitMs = until.getTime() - withinMs - now;
  useEffect(() => {
    if (waitMs <= 0) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(waitMs, LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [waitMs]);
  return waitMs <= 0;
}

/**
 * The expiry of a usable coupon: its date, and in its last day a countdown (SPEC §9 Countdown) that
 * ends it on screen. Seconds ticking on a coupon valid for a month tell a member nothing.
 */
function CouponExpiry({ expiresAt, onExpired }: { expiresAt: string; onExpired: () => void }) {
  const { t, i18n } = useTranslation('redemption');
  const until = new Date(expiresAt);
  const isTicking = useIsWithin(until, TICKING_FROM_MS);
  return (
    <div className="flex flex-col items-center gap-1" data-testid="redemption-expiry">
      {isTicking ? (
        <>
          <p className="text-sm text-ink-600">{t('coupon.expiresIn')}</p>
          <Countdown
            until={until}
            onEnd={onExpired}
            label={t('coupon.expiresIn')}
            className="text-2xl font-bold text-brand-700"
          />
        </>
      ) : null}
      <p className={isTicking ? 'text-sm text-ink-600' : 'font-semibold text-ink-900'}>
        {t('coupon.expiresAt', { date: formatDateTime(expiresAt, i18n.language) })}
      </p>
    </div>
  );
}

/** An e-coupon ready to use: QR, barcode and the code in text, for the staff to scan or type. */
export function EcouponCode({ redemption, onExpired }: { redemption: Redemption; onExpired: () => void }) {
  const { t } = useTranslation('redemption');
  const code = redemption.coupon_code;
  return (
    <Card
      as="section"
      className="flex flex-col items-center gap-4"
      aria-label={t('coupon.code')}
      data-testid="redemption-coupon"
    >
      <QrCode text={code} label={t('coupon.qrLabel', { code })} testId="redemption-qr" />
      <Code128Barcode code={code} label={t('coupon.barcodeLabel', { code })} testId="redemption-barcode" />
      <div className="flex flex-col items-center">
        <p className="text-sm text-ink-600">{t('coupon.code')}</p>
        <p className="font-mono text-2xl font-bold tracking-widest text-ink-900" data-testid="redemption-code">
          {code}
        </p>
      </div>
      {redemption.expires_at ? <CouponExpiry expiresAt={redemption.expires_at} onExpired={onExpired} /> : null}
    </Card>
  );
}

/**
 * A partner's code stays hidden until the member asks (ShowCouponCode records the first showing); the
 * revealed code lands in the cached redemption, which shows it from then on.
 */
export function PartnerCode({ redemption, onExpired }: { redemption: Redemption; onExpired: () => void }) {
  const { t } = useTranslation('redemption');
  const show = useShowCouponCode();
  const errorText = useErrorText(show.error);
  const revealed = redemption.partner_code;

  return (
    <Card
      as="section"
      className="flex flex-col items-center gap-4"
      aria-label={t('coupon.partnerCode')}
      data-testid="redemption-partner"
    >
      {revealed ? (
        <>
          <QrCode text={revealed} label={t('coupon.qrLabel', { code: revealed })} testId="redemption-qr" />
          <div className="flex flex-col items-center">
            <p className="text-sm text-ink-600">{t('coupon.partnerCode')}</p>
            <p
              className="select-all font-mono text-2xl font-bold tracking-widest text-ink-900"
              data-testid="redemption-partner-code"
            >
              {revealed}
            </p>
          </div>
        </>
      ) : (
        <Button onClick={() => show.mutate(redemption.redemption_id)} data-testid="redemption-show-code">
          {t('coupon.showCode')}
        </Button>
      )}
      {show.isError ? <Notice testId="redemption-show-error">{errorText}</Notice> : null}
      {redemption.expires_at ? <CouponExpiry expiresAt={redemption.expires_at} onExpired={onExpired} /> : null}
    </Card>
  );
}
