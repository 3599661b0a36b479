import type { MemberTierProgress } from '@loyalty/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatBaht, formatPoints } from '@/lib/format';
import { formatDate, formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { Fact } from '../../../components/fact/fact';
import { ADMIN_HOME } from '../../../lib/admin-paths';
import {
  useMemberCards,
  useMemberReceipts,
  useMemberRedemptions,
  useMemberShipments,
  useMemberTierProgress,
} from '../api/member-story';
import { StorySection, StoryTable, storyLinkClasses } from './member-story-section';

const thai = () => currentLanguage() === 'th';
const inLanguage = (en: string, th: string) => (thai() ? th : en);

/**
 * Where the member stands (DESIGN §6 tiers, §14 tier status) as the API computes it for the member's own
 * profile: the tier held, until when and what keeps it, the rolling 12-month spending, and what the next
 * tier still needs by when.
 */
export function MemberTierProgressSection({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin-member-story');
  const read = useMemberTierProgress(memberId);
  const language = currentLanguage();
  const tierName = (tier: { name_en: string; name_th: string }) => inLanguage(tier.name_en, tier.name_th);
  const baht = (amount: number) => formatBaht(amount, language);
  return (
    <StorySection
      title={t('tier.title')}
      read={read}
      loadError={t('tier.loadError')}
      isEmpty={() => false}
      empty=""
      testId="member-tier-progress"
    >
      {(progress: MemberTierProgress) => (
        <dl className="grid grid-cols-1 gap-4 tablet:grid-cols-2 desktop:grid-cols-4">
          <Fact label={t('tier.current')} testId="tier-current">
            {tierName(progress.current)}
            <span className="block text-sm font-normal text-ink-600">
              {t('tier.startsAt', { tier: tierName(progress.current), amount: baht(progress.current.min_spending) })}
            </span>
          </Fact>
          <Fact label={t('tier.heldUntil')} testId="tier-held">
            {progress.held_until === null || progress.amount_to_keep === null ? (
              <span className="font-normal text-ink-700">{t('tier.lowest')}</span>
            ) : (
              <>
                {formatDate(progress.held_until, language)}
                <span className="block text-sm font-normal text-ink-600">
                  {progress.amount_to_keep > 0
                    ? t('tier.toKeep', {
                        amount: baht(progress.amount_to_keep),
                        date: formatDate(progress.held_until, language),
                        tier: tierName(progress.current),
                      })
                    : t('tier.kept', { tier: tierName(progress.current) })}
                </span>
              </>
            )}
          </Fact>
          <Fact label={t('tier.spending')} testId="tier-spending">
            {baht(progress.spending)}
            <span className="block text-sm font-normal text-ink-600">
              {t('tier.since', { date: formatDate(progress.window_from, language) })}
            </span>
          </Fact>
          <Fact label={t('tier.next')} testId="tier-next">
            {progress.next ? (
              <>
                {tierName(progress.next)}
                <span className="block text-sm font-normal text-ink-600">
                  {t('tier.toSpend', {
                    amount: baht(progress.next.amount_to_spend),
                    date: formatDate(progress.next.deadline, language),
                    tier: tierName(progress.next),
                  })}
                </span>
              </>
            ) : (
              <span className="font-normal text-ink-700">{t('tier.top')}</span>
            )}
          </Fact>
        </dl>
      )}
    </StorySection>
  );
}

/** The member's redemptions (coupons and rewards), newest first, paged by the server. */
export function MemberRedemptionsSection({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin-member-story');
  const [page, setPage] = useState(1);
  const read = useMemberRedemptions(memberId, page);
  const language = currentLanguage();
  return (
    <StoryTable
      title={t('redemptions.title')}
      read={read}
      loadError={t('redemptions.loadError')}
      empty={t('redemptions.empty')}
      testId="member-redemptions"
      onPage={setPage}
      columns={[
        { key: 'privilege', label: t('redemptions.privilege') },
        { key: 'redeemed', label: t('redemptions.redeemed') },
        { key: 'points', label: t('redemptions.points'), isNumeric: true },
        { key: 'coupon', label: t('redemptions.coupon') },
        { key: 'state', label: t('redemptions.state') },
        { key: 'used', label: t('redemptions.used') },
      ]}
      renderRow={(redemption) => (
        <TableRow key={redemption.redemption_id}>
          <TableCell>
            <span className="font-semibold">
              {inLanguage(redemption.privilege.title_en, redemption.privilege.title_th)}
            </span>
            <span className="block text-xs text-ink-600">{t(`redemptions.kinds.${redemption.kind}`)}</span>
          </TableCell>
          <TableCell>{formatDateTime(redemption.redeemed_at, language)}</TableCell>
          <TableCell isNumeric>{formatPoints(redemption.points_spent, language)}</TableCell>
          <TableCell className="font-mono">{redemption.coupon_code}</TableCell>
          <TableCell>
            <span className="font-semibold">{t(`redemptions.states.${redemption.state}`)}</span>
            {redemption.state === 'active' && redemption.expires_at ? (
              <span className="block text-xs text-ink-600">
                {t('redemptions.expires', { date: formatDate(redemption.expires_at, language) })}
              </span>
            ) : null}
          </TableCell>
          <TableCell>
            {redemption.used_at
              ? redemption.used_store
                ? t('redemptions.usedAt', {
                    date: formatDateTime(redemption.used_at, language),
                    store: inLanguage(redemption.used_store.name_en, redemption.used_store.name_th),
                  })
                : formatDateTime(redemption.used_at, language)
              : t('none')}
          </TableCell>
        </TableRow>
      )}
    />
  );
}

/** The member's latest receipts, each opening its review; the receipts area lists them all. */
export function MemberReceiptsSection({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin-member-story');
  const read = useMemberReceipts(memberId);
  const language = currentLanguage();
  const allReceipts = `${ADMIN_HOME}/receipts?${new URLSearchParams({ member_id: memberId, sort: '-created_at' })}`;
  return (
    <StoryTable
      title={t('receipts.title')}
      read={read}
      loadError={t('receipts.loadError')}
      empty={t('receipts.empty')}
      testId="member-receipts"
      footer={(list) => (
        <Link to={allReceipts} className={storyLinkClasses} data-testid="member-receipts-all">
          {t('receipts.seeAll', { count: list.total })}
        </Link>
      )}
      columns={[
        { key: 'receipt', label: t('receipts.receipt') },
        { key: 'uploaded', label: t('receipts.uploaded') },
        { key: 'status', label: t('receipts.status') },
        { key: 'amount', label: t('receipts.amount'), isNumeric: true },
        { key: 'points', label: t('receipts.points'), isNumeric: true },
      ]}
      renderRow={(receipt) => (
        <TableRow key={receipt.id}>
          <TableCell>
            <Link
              to={`${ADMIN_HOME}/receipts?receipt=${receipt.id}`}
              className={storyLinkClasses}
              aria-label={t(receipt.status === 'pending' ? 'receipts.review' : 'receipts.view', {
                id: receipt.id,
              })}
            >
              #{receipt.id}
            </Link>
          </TableCell>
          <TableCell>{formatDateTime(receipt.created_at, language)}</TableCell>
          <TableCell>{t(`receipts.statuses.${receipt.status}`)}</TableCell>
          <TableCell isNumeric>{receipt.amount === null ? t('none') : formatBaht(receipt.amount, language)}</TableCell>
          <TableCell isNumeric>
            {receipt.points === null ? t('none') : formatPoints(receipt.points, language)}
          </TableCell>
        </TableRow>
      )}
    />
  );
}

/** The member's cards, newest issued first, paged by the server; `aside` is where an admin issues one. */
export function MemberCardsSection({ memberId, aside }: { memberId: string; aside?: ReactNode }) {
  const { t } = useTranslation('admin-member-story');
  const [page, setPage] = useState(1);
  const read = useMemberCards(memberId, page);
  const language = currentLanguage();
  return (
    <StoryTable
      title={t('cards.title')}
      read={read}
      loadError={t('cards.loadError')}
      empty={t('cards.empty')}
      testId="member-cards"
      aside={aside}
      onPage={setPage}
      columns={[
        { key: 'card', label: t('cards.card') },
        { key: 'number', label: t('cards.number') },
        { key: 'company', label: t('cards.company') },
        { key: 'state', label: t('cards.state') },
        { key: 'issued', label: t('cards.issued') },
        { key: 'expires', label: t('cards.expires') },
      ]}
      renderRow={(card) => (
        <TableRow key={card.card_id}>
          <TableCell>
            <span className="font-semibold">{inLanguage(card.template.name_en, card.template.name_th)}</span>
            <span className="block text-xs text-ink-600">
              {inLanguage(card.template.level_en, card.template.level_th)}
            </span>
          </TableCell>
          <TableCell className="font-mono">{card.card_number}</TableCell>
          <TableCell>{inLanguage(card.company.name_en, card.company.name_th)}</TableCell>
          <TableCell>{t(`cards.states.${card.state}`)}</TableCell>
          <TableCell>{formatDate(card.issued_at, language)}</TableCell>
          <TableCell>{formatDate(card.expires_at, language)}</TableCell>
        </TableRow>
      )}
    />
  );
}

/** The member's latest rewards to ship, at every step; the shipments area lists them and moves them on. */
export function MemberShipmentsSection({ memberId }: { memberId: string }) {
  const { t } = useTranslation('admin-member-story');
  const read = useMemberShipments(memberId);
  const language = currentLanguage();
  const allShipments = `${ADMIN_HOME}/shipments?${new URLSearchParams({ member_id: memberId, sort: '-redeemed_at' })}`;
  return (
    <StoryTable
      title={t('shipments.title')}
      read={read}
      loadError={t('shipments.loadError')}
      empty={t('shipments.empty')}
      testId="member-shipments"
      footer={() => (
        <Link to={allShipments} className={storyLinkClasses} data-testid="member-shipments-all">
          {t('shipments.seeAll')}
        </Link>
      )}
      columns={[
        { key: 'order', label: t('shipments.order') },
        { key: 'reward', label: t('shipments.reward') },
        { key: 'redeemed', label: t('shipments.redeemed') },
        { key: 'step', label: t('shipments.step') },
        { key: 'tracking', label: t('shipments.tracking') },
      ]}
      renderRow={(shipment) => (
        <TableRow key={shipment.redemption_id}>
          <TableCell className="font-mono">{shipment.order_no}</TableCell>
          <TableCell>{inLanguage(shipment.privilege.title, shipment.privilege.title_th)}</TableCell>
          <TableCell>{formatDateTime(shipment.redeemed_at, language)}</TableCell>
          <TableCell>
            <span className="font-semibold">{t(`shipments.steps.${shipment.status}`)}</span>
            <span className="block text-xs text-ink-600">{formatDateTime(shipment.status_at, language)}</span>
          </TableCell>
          <TableCell>
            {shipment.tracking_no ? `${shipment.carrier ?? ''} ${shipment.tracking_no}`.trim() : t('none')}
          </TableCell>
        </TableRow>
      )}
    />
  );
}
