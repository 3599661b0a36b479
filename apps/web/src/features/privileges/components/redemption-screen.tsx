import { pathOf, type Redemption } from '@loyalty/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cardClasses } from '@/components/ui/card-classes';
import { CheckIcon } from '@/components/ui/content-icons';
import { Notice } from '@/components/ui/notice';
import { WordBreaks } from '@/components/ui/word-breaks';
import { formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { refreshHistories } from '@/lib/query-keys';
import { privilegeDetailQueryOptions } from '../api/get-privilege-detail';
import { redemptionQueryOptions } from '../api/get-redemption-detail';
import { privilegeKeys } from '../api/privilege-keys';
import { isJustRedeemed } from '../lib/just-redeemed';
import { useTopBarHeart } from '../lib/use-top-bar-heart';
import { resetPrivilegeStore } from '../stores/privilege-ui-store';
import { EcouponCode, PartnerCode } from './redemption-coupon';
import { RedemptionStateBadge } from './redemption-state-badge';
import { StoreCodeForm } from './store-code-form';

/**
 * The top bar's white heart (SPEC §2 showWhiteFav) acts on the redeemed privilege; after a toggle its
 * detail is read again to refresh the heart (SPEC §4).
 */
function useRedemptionHeart(redemption: Redemption | undefined) {
  const { i18n } = useTranslation();
  const detail = useQuery({
    ...privilegeDetailQueryOptions(redemption?.privilege_id ?? 0, redemption?.category_id ?? 0, i18n.language),
    enabled: redemption !== undefined,
  });
  useTopBarHeart(detail.data, { refetchDetail: true });
}

/** The moment a redemption succeeds, before its coupon: what just happened and what to do next. */
function RedeemedMoment({ redemption }: { redemption: Redemption }) {
  const { t } = useTranslation('redemption');
  return (
    <section
      role="status"
      className="flex items-center gap-4 rounded-3xl bg-gradient-to-br from-brand-600 to-brand-800 p-5 text-white shadow-lg motion-safe:animate-pop-in"
      data-testid="redeemed-moment"
    >
      <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white text-brand-700" aria-hidden>
        <CheckIcon className="size-7" />
      </span>
      <div className="flex flex-col gap-1">
        <h2 className="text-xl font-bold">{t('moment.title')}</h2>
        <p className="text-white/90">{t(`moment.next.${redemption.kind}`)}</p>
      </div>
    </section>
  );
}

function RedemptionHeader({ redemption }: { redemption: Redemption }) {
  const { t, i18n } = useTranslation('redemption');
  return (
    <Card as="section" padding="sm" className="flex gap-4" data-testid="redemption-header">
      <img
        src={redemption.image_url}
        alt=""
        width={96}
        height={96}
        className="size-24 shrink-0 rounded-2xl bg-ink-100 object-cover"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <p className="text-sm text-ink-600">
          <WordBreaks text={redemption.partner_name} isName />
        </p>
        <h1 className="text-lg font-bold text-ink-900" data-testid="redemption-title">
          <WordBreaks text={redemption.title} keepWhole={[redemption.partner_name]} />
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <RedemptionStateBadge state={redemption.state} />
          <span className="text-sm text-ink-600">
            {t('coupon.pointsSpent', {
              count: redemption.points_spent,
              points: formatPoints(redemption.points_spent, i18n.language),
            })}
          </span>
        </div>
        <p className="text-sm text-ink-600">
          {t('coupon.redeemedAt', { date: formatDateTime(redemption.redeemed_at, i18n.language) })}
        </p>
      </div>
    </Card>
  );
}

/** Why a coupon can no longer be used: when and where it was used, or when it lapsed. */
function CouponClosed({ redemption }: { redemption: Redemption }) {
  const { t, i18n } = useTranslation('redemption');
  const date = (iso: string | null) => (iso ? formatDateTime(iso, i18n.language) : '');
  if (redemption.state === 'expired') {
    return (
      <p className={cardClasses({}, 'text-ink-700')}>
        {t('coupon.expiredNote', { date: date(redemption.expires_at) })}
      </p>
    );
  }
  return (
    <p className={cardClasses({}, 'text-ink-700')} data-testid="redemption-used">
      {redemption.used_store
        ? t('coupon.usedAtStore', { date: date(redemption.used_at), store: redemption.used_store })
        : t('coupon.usedAt', { date: date(redemption.used_at) })}
    </p>
  );
}

function RedemptionBody({ redemption, onExpired }: { redemption: Redemption; onExpired: () => void }) {
  const { t } = useTranslation('redemption');
  const [justUsed, setJustUsed] = useState(false);
  if (redemption.kind === 'physical') {
    return (
      <Card as="section" className="flex flex-col gap-3">
        <p className="text-sm text-ink-600">{t('coupon.orderNo')}</p>
        <p className="font-mono text-xl font-bold text-ink-900" data-testid="redemption-order-no">
          {redemption.coupon_code}
        </p>
        <ButtonLink to={pathOf('tracking-status', { id: redemption.redemption_id })} data-testid="redemption-track">
          {t('coupon.trackOrder')}
        </ButtonLink>
      </Card>
    );
  }
  if (redemption.state !== 'active') {
    return (
      <>
        {justUsed ? (
          <Notice tone="success" testId="redemption-used-now">
            {t('coupon.usedNow')}
          </Notice>
        ) : null}
        <CouponClosed redemption={redemption} />
      </>
    );
  }
  if (redemption.kind === 'partner_code') return <PartnerCode redemption={redemption} onExpired={onExpired} />;
  return (
    <>
      <EcouponCode redemption={redemption} onExpired={onExpired} />
      <StoreCodeForm redemptionId={redemption.redemption_id} onUsed={() => setJustUsed(true)} />
    </>
  );
}

/** redemption/:id: the coupon (or the order of a shipped reward) of one of the member's redemptions. */
export function RedemptionScreen({ redemptionId }: { redemptionId: number }) {
  const { t, i18n } = useTranslation('redemption');
  const queryClient = useQueryClient();
  const redemption = useQuery(redemptionQueryOptions(redemptionId, i18n.language));
  const location = useLocation();
  useRedemptionHeart(redemption.data);

  useEffect(() => resetPrivilegeStore, []);

  if (redemption.isPending) {
    return <div className="h-72 animate-pulse rounded-3xl bg-ink-100" aria-busy="true" />;
  }
  if (redemption.isError) {
    return (
      <LoadError title={t('coupon.loadError')} error={redemption.error} onRetry={() => void redemption.refetch()} />
    );
  }
  // The coupon's countdown reached its expiry: it shows as expired, and so do the histories on their next visit.
  const onExpired = () => {
    queryClient.setQueryData<Redemption>(privilegeKeys.redemption(redemptionId, i18n.language), (old) =>
      old ? { ...old, state: 'expired' } : old,
    );
    void refreshHistories(queryClient);
  };
  return (
    <div className="flex flex-col gap-4" data-testid="redemption-screen">
      {isJustRedeemed(location.state) && redemption.data.state !== 'expired' ? (
        <RedeemedMoment redemption={redemption.data} />
      ) : null}
      <RedemptionHeader redemption={redemption.data} />
      <RedemptionBody redemption={redemption.data} onExpired={onExpired} />
    </div>
  );
}
