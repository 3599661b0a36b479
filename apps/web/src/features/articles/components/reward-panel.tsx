import type { CallOutput, earnArticleReward as earnCall } from '@loyalty/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckIcon } from '@/components/ui/content-icons';
import { CoinsIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { countdownParts, useCountdown } from '@/components/ui/use-countdown';
import { isErrorBody } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-message';
import { formatPoints } from '@/lib/format';
import { earnArticleReward } from '../api/articles';

export type EarnedReward = CallOutput<typeof earnCall>;

interface RewardPanelProps {
  articleId: number;
  points: number;
  isRewarded: boolean;
  /** When the server lets this member collect: min_read_seconds after the first opening (DESIGN §6). */
  availableAt: string;
  onEarned: (reward: EarnedReward) => void;
}

const clockOf = (ms: number) => {
  const { hours, minutes, seconds } = countdownParts(ms);
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${minutes}:${pad(seconds)}`;
};

/** The article's reward: a countdown while the member reads, then the button, then the collected state. */
export function RewardPanel({ articleId, points, isRewarded, availableAt, onEarned }: RewardPanelProps) {
  const { t, i18n } = useTranslation('articles');
  const { remainingMs } = useCountdown({ until: new Date(availableAt) });
  const [earned, setEarned] = useState<EarnedReward | null>(null);
  const [isEarning, setIsEarning] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);
  // One key for this visit: pressing again after a lost answer is the same request (DESIGN §5).
  const idempotencyKey = useRef(crypto.randomUUID());
  const amount = formatPoints(points, i18n.language);
  // ALREADY_REWARDED means another tab or device collected first: the outcome the member wanted.
  const isCollected = isRewarded || earned !== null || (isErrorBody(error) && error.code === 'ALREADY_REWARDED');

  const collect = async () => {
    setError(null);
    setIsEarning(true);
    try {
      const reward = await earnArticleReward(articleId, idempotencyKey.current);
      setEarned(reward);
      onEarned(reward);
    } catch (failure) {
      setError(failure);
    } finally {
      setIsEarning(false);
    }
  };

  if (isCollected) {
    return (
      <aside
        role="status"
        className="flex items-center gap-4 rounded-3xl bg-emerald-50 p-5 text-emerald-900 ring-1 ring-emerald-200"
        data-testid="article-reward-collected"
      >
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white text-emerald-700">
          <CheckIcon className="size-7" />
        </span>
        <p>
          <span className="block font-bold">{t('reward.collectedTitle', { count: points, points: amount })}</span>
          {earned
            ? t('reward.newBalance', {
                count: earned.point_balance,
                points: formatPoints(earned.point_balance, i18n.language),
              })
            : t('reward.collectedBody')}
        </p>
      </aside>
    );
  }

  return (
    <Card
      aria-labelledby="article-reward-heading"
      as="aside"
      className="flex flex-col gap-4 ring-1 ring-brand-100 tablet:flex-row tablet:items-center"
      data-testid="article-reward"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600">
        <CoinsIcon className="size-7" />
      </span>
      <div className="flex flex-1 flex-col gap-1">
        <h2 id="article-reward-heading" className="font-bold text-ink-900">
          {t('reward.heading', { count: points, points: amount })}
        </h2>
        {remainingMs > 0 ? (
          <p className="text-ink-700">
            {t('reward.wait')}{' '}
            <span
              role="timer"
              aria-label={t('reward.timerLabel')}
              className="font-bold tabular-nums text-brand-700"
              data-testid="article-countdown"
            >
              {clockOf(remainingMs)}
            </span>
          </p>
        ) : (
          <p className="text-ink-700">{t('reward.ready')}</p>
        )}
        {error ? <Notice testId="article-reward-error">{errorText}</Notice> : null}
      </div>
      <Button onClick={() => void collect()} disabled={remainingMs > 0 || isEarning} data-testid="article-collect">
        {isEarning ? t('reward.collecting') : t('reward.collect', { count: points, points: amount })}
      </Button>
    </Card>
  );
}
