import type { CustomerInfo } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@/lib/format';
import { formatDate } from '@/lib/format-time';
import { latinContext } from '@/lib/polite-name';
import {
  progressBarClasses,
  progressTrackClasses,
  readTierStatus,
  type SpendProgress,
  TIER_LINE,
  type TierTone,
  tierStatusClasses,
} from './tier-progress';

function ProgressBar({
  label,
  progress,
  valueText,
  tone,
  testId,
}: {
  label: string;
  progress: SpendProgress;
  valueText: string;
  tone: TierTone;
  testId: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress.percent}
      aria-valuetext={valueText}
      className={progressTrackClasses(tone)}
      data-testid={testId}
    >
      <div className={progressBarClasses(tone)} style={{ width: `${progress.percent}%` }} />
    </div>
  );
}

/**
 * The member's tier status (DESIGN §14, read by readTierStatus): what keeps the tier held and how far the
 * next tier is, each with its bar.
 */
export function TierStatus({ customer, tone }: { customer: CustomerInfo; tone: TierTone }) {
  const { t, i18n } = useTranslation('member');
  const { language } = i18n;
  const baht = (amount: number) => formatBaht(amount, language);
  const spentOf = ({ spent, needed }: SpendProgress) =>
    t('tierStatus.spentOf', { spent: baht(spent), needed: baht(needed) });
  const { keep, nextNote, next } = readTierStatus(customer);
  // A tier named in Latin letters stands apart from the Thai around it (polite-name.ts).
  const tierContext = keep ? latinContext(keep.tier) : {};
  return (
    <div className={tierStatusClasses(tone)} data-testid="tier-status">
      {keep ? (
        <div className={TIER_LINE}>
          <p data-testid="tier-keep">
            {keep.toGo > 0
              ? t('tierStatus.keep', {
                  amount: baht(keep.toGo),
                  date: formatDate(keep.by, language),
                  tier: keep.tier,
                  ...tierContext,
                })
              : t('tierStatus.kept', { date: formatDate(keep.by, language), tier: keep.tier, ...tierContext })}
          </p>
          <ProgressBar
            label={t('tierStatus.keepProgress', { tier: keep.tier, ...tierContext })}
            progress={keep.progress}
            valueText={spentOf(keep.progress)}
            tone={tone}
            testId="tier-keep-progress"
          />
        </div>
      ) : null}
      <div className={TIER_LINE}>
        {nextNote ? <p data-testid="tier-next">{nextNote}</p> : null}
        {next ? (
          <ProgressBar
            label={t('tierStatus.nextProgress')}
            progress={next}
            valueText={spentOf(next)}
            tone={tone}
            testId="tier-next-progress"
          />
        ) : null}
      </div>
    </div>
  );
}
