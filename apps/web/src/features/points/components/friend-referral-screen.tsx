import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckIcon } from '@/components/ui/content-icons';
import { ShareIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { QrCode } from '@/components/ui/qr-code';
import { formatPoints } from '@/lib/format';
import { friendReferralQueryOptions } from '../api/friend-referral';
import { copyText, type ShareOutcome, shareInvite } from '../lib/share-invite';

type Feedback = 'codeCopied' | 'linkCopied' | 'shared' | 'copyFailed';

const FEEDBACK_OF: Partial<Record<ShareOutcome, Feedback>> = {
  shared: 'shared',
  copied: 'linkCopied',
  failed: 'copyFailed',
};

/** friend-ref-code: the member's code to copy or share, a QR of the invite link, and what it has earned. */
export function FriendReferralScreen() {
  const { t, i18n } = useTranslation('points');
  const referral = useQuery(friendReferralQueryOptions());
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  if (referral.isPending) return <div className="h-64 animate-pulse rounded-3xl bg-ink-100" aria-busy="true" />;
  if (referral.isError) {
    return <LoadError title={t('referral.loadError')} error={referral.error} onRetry={() => void referral.refetch()} />;
  }
  const data = referral.data;
  const points = (value: number) => formatPoints(value, i18n.language);

  const copyCode = async () => setFeedback((await copyText(data.referral_code)) ? 'codeCopied' : 'copyFailed');
  const copyLink = async () => setFeedback((await copyText(data.referral_link)) ? 'linkCopied' : 'copyFailed');
  const share = async () => {
    setFeedback(null);
    const text = t('referral.shareText', {
      code: data.referral_code,
      count: data.reward_referee,
      points: points(data.reward_referee),
    });
    setFeedback(FEEDBACK_OF[await shareInvite({ text, url: data.referral_link })] ?? null);
  };

  return (
    <div className="grid gap-5 tablet:grid-cols-2">
      <section
        className="relative flex flex-col gap-4 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-600 via-brand-700 to-brand-900 p-6 text-white shadow-lg tablet:col-span-2"
        aria-labelledby="referral-code-label"
      >
        <span className="absolute -right-10 -top-10 size-40 rounded-full bg-white/10" aria-hidden />
        <p className="text-white/90">{t('referral.intro')}</p>
        <div>
          <p id="referral-code-label" className="text-sm font-semibold uppercase tracking-wide text-white/80">
            {t('referral.codeLabel')}
          </p>
          <p className="mt-1 font-mono text-4xl font-bold tracking-widest select-all" data-testid="referral-code">
            {data.referral_code}
          </p>
        </div>
        <div className="grid gap-3 tablet:flex">
          <Button variant="secondary" onClick={() => void copyCode()} data-testid="referral-copy">
            {feedback === 'codeCopied' ? <CheckIcon className="size-5" /> : null}
            {feedback === 'codeCopied' ? t('referral.copied') : t('referral.copy')}
          </Button>
          <button
            type="button"
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-white/15 px-6 py-2.5 font-semibold text-white ring-1 ring-white/70 transition-colors hover:bg-white/25 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
            onClick={() => void share()}
            data-testid="referral-share"
          >
            <ShareIcon className="size-5" />
            {t('referral.share')}
          </button>
        </div>
      </section>
      {feedback ? (
        <div className="tablet:col-span-2">
          <Notice tone={feedback === 'copyFailed' ? 'error' : 'success'} testId="referral-feedback">
            {t(`referral.${feedback}`)}
          </Notice>
        </div>
      ) : null}
      <Card as="section" className="flex flex-col items-center gap-3 text-center" aria-labelledby="referral-qr-title">
        <h2 id="referral-qr-title" className="text-lg font-bold text-ink-900">
          {t('referral.qrTitle')}
        </h2>
        <QrCode
          text={data.referral_link}
          label={t('referral.qrAlt', { code: data.referral_code })}
          size={200}
          testId="referral-qr"
        />
        <p className="text-sm text-ink-600">{t('referral.qrHint')}</p>
        <Button variant="secondary" onClick={() => void copyLink()} data-testid="referral-copy-link">
          {feedback === 'linkCopied' ? <CheckIcon className="size-5" /> : null}
          {t('referral.copyLink')}
        </Button>
      </Card>
      <div className="flex flex-col gap-5">
        <Card as="section" aria-label={t('referral.statsLabel')}>
          <dl className="grid grid-cols-2 gap-3 text-center">
            <div className="flex flex-col gap-1" data-testid="referral-friends">
              <dt className="text-sm text-ink-600">{t('referral.friendsJoined')}</dt>
              <dd className="text-3xl font-bold tabular-nums text-ink-900">{points(data.friends_joined)}</dd>
            </div>
            <div className="flex flex-col gap-1" data-testid="referral-points">
              <dt className="text-sm text-ink-600">{t('referral.pointsEarned')}</dt>
              <dd className="text-3xl font-bold tabular-nums text-brand-700">{points(data.points_earned)}</dd>
            </div>
          </dl>
        </Card>
        <Card as="section" aria-labelledby="referral-rewards-title">
          <h2 id="referral-rewards-title" className="text-lg font-bold text-ink-900">
            {t('referral.rewardsTitle')}
          </h2>
          <ul className="mt-3 flex flex-col gap-3 text-ink-700" data-testid="referral-rewards">
            {[
              t('referral.rewardYou', { count: data.reward_referrer, points: points(data.reward_referrer) }),
              t('referral.rewardFriend', { count: data.reward_referee, points: points(data.reward_referee) }),
            ].map((line) => (
              <li key={line} className="flex gap-3">
                <span
                  className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-600"
                  aria-hidden
                >
                  <CheckIcon className="size-4" />
                </span>
                {line}
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
