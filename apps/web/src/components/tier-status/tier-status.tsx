import type { CustomerInfo } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@/lib/format';
import { formatDate } from '@/lib/format-time';

type Tone = 'on-brand' | 'plain';

const TONES: Record<Tone, { text: string; track: string; bar: string }> = {
  'on-brand': { text: 'text-white/90', track: 'bg-white/25', bar: 'bg-gold-300' },
  plain: { text: 'text-ink-700', track: 'bg-ink-100', bar: 'bg-brand-600' },
};

const percentOf = (done: number, needed: number) =>
  needed > 0 ? Math.min(100, Math.floor((done / needed) * 100)) : 100;

function ProgressBar({
  label,
  percent,
  valueText,
  tone,
  testId,
}: {
  label: string;
  percent: number;
  valueText: string;
  tone: Tone;
  testId: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`h-2.5 overflow-hidden rounded-full ${TONES[tone].track}`}
      data-testid={testId}
    >
      <div className={`h-full rounded-full ${TONES[tone].bar}`} style={{ width: `${percent}%` }} />
    </div>
  );
}

/**
 * The member's tier status (DESIGN §14): what is left to spend, by when, to keep the tier held (or that
 * it is kept until its end) and how far the next tier is, each with its bar. Nothing to keep at the
 * lowest tier, no next bar at the top one, where the server's note says so.
 */
export function TierStatus({ customer, tone }: { customer: CustomerInfo; tone: Tone }) {
  const { t, i18n } = useTranslation('member');
  const { language } = i18n;
  const baht = (amount: number) => formatBaht(amount, language);
  const tier = customer.member_tier_desc;
  const toKeep = customer.spend_to_keep_tier;
  const keptBy = customer.tier_expires_at;
  const spentToKeep = customer.spent_to_keep_tier ?? 0;
  const toNext = customer.spend_to_next_tier;
  return (
    <div className={`flex flex-col gap-3 text-sm leading-relaxed ${TONES[tone].text}`} data-testid="tier-status">
      {toKeep !== null && keptBy ? (
        <div className="flex flex-col gap-1.5">
          <p data-testid="tier-keep">
            {toKeep > 0
              ? t('tierStatus.keep', { amount: baht(toKeep), date: formatDate(keptBy, language), tier })
              : t('tierStatus.kept', { date: formatDate(keptBy, language), tier })}
          </p>
          <ProgressBar
            label={t('tierStatus.keepProgress', { tier })}
            percent={percentOf(spentToKeep, spentToKeep + toKeep)}
            valueText={t('tierStatus.spentOf', { spent: baht(spentToKeep), needed: baht(spentToKeep + toKeep) })}
            tone={tone}
            testId="tier-keep-progress"
          />
        </div>
      ) : null}
      <div className="flex flex-col gap-1.5">
        {customer.member_tier_criteria ? <p data-testid="tier-next">{customer.member_tier_criteria}</p> : null}
        {toNext !== null ? (
          <ProgressBar
            label={t('tierStatus.nextProgress')}
            percent={percentOf(customer.spending, customer.spending + toNext)}
            valueText={t('tierStatus.spentOf', {
              spent: baht(customer.spending),
              needed: baht(customer.spending + toNext),
            })}
            tone={tone}
            testId="tier-next-progress"
          />
        ) : null}
      </div>
    </div>
  );
}
