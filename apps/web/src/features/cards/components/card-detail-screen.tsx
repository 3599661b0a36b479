import { maskCardNumber, pathOf, type VirtualCard } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { groupCode } from '@/components/rotating-code/group-code';
import { ButtonLink } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card-classes';
import { EyeIcon } from '@/components/ui/content-icons';
import { EmptyState } from '@/components/ui/empty-state';
import { Notice } from '@/components/ui/notice';
import { formatDate } from '@/lib/format-time';
import { useDeleteCard } from '../api/delete-virtual-card';
import { useCardDetail } from '../api/get-virtual-card-detail';
import { cardText } from '../lib/card-text';
import { confirmCardRemoval } from '../lib/remove-confirm';
import { CardFace } from './card-face';
import { CounterCodePanel } from './counter-code-panel';

/** A missing card or another member's answers NOT_FOUND; both read as "not among your cards". */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'NOT_FOUND';
}

/** "This card is not among your cards", with the way back to them. */
export function CardNotFound() {
  const { t } = useTranslation('cards');
  return (
    <EmptyState action={<ButtonLink to={pathOf('member-card-list')}>{t('detail.backToList')}</ButtonLink>}>
      {t('detail.notFound')}
    </EmptyState>
  );
}

function CardFacts({ card, memberName }: { card: VirtualCard; memberName: string }) {
  const { t, i18n } = useTranslation('cards');
  const text = cardText(card, i18n.language);
  const [isNumberShown, setIsNumberShown] = useState(false);
  const rows = [
    {
      key: 'member',
      label: t('detail.member'),
      // The name comes from the profile call, which may answer after the card.
      value: memberName || <span className="inline-block h-4 w-28 animate-pulse rounded-full bg-ink-100" />,
    },
    { key: 'level', label: t('detail.level'), value: text.level },
    { key: 'company', label: t('detail.company'), value: text.company },
    { key: 'valid-until', label: t('detail.validUntil'), value: formatDate(card.expires_at, i18n.language) },
  ];
  return (
    <dl className={cardClasses({ padding: 'none', isOutlined: true }, 'flex flex-col divide-y divide-ink-100 px-5')}>
      {rows.map((row) => (
        <div key={row.key} className="flex justify-between gap-4 py-3" data-testid={`card-fact-${row.key}`}>
          <dt className="text-ink-600">{row.label}</dt>
          <dd className="text-right font-semibold text-ink-900">{row.value}</dd>
        </div>
      ))}
      <div className="flex items-center justify-between gap-4 py-3">
        <dt className="text-ink-600">{t('detail.number')}</dt>
        <dd className="flex items-center gap-2">
          <span className="font-mono font-semibold tracking-wider text-ink-900" data-testid="card-number">
            {isNumberShown ? groupCode(card.card_number) : maskCardNumber(card.card_number)}
          </span>
          <button
            type="button"
            className="grid size-11 place-items-center rounded-full text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-600"
            aria-pressed={isNumberShown}
            aria-label={t(isNumberShown ? 'detail.hideNumber' : 'detail.showNumber')}
            onClick={() => setIsNumberShown((shown) => !shown)}
            data-testid="card-number-toggle"
          >
            <EyeIcon off={isNumberShown} className="size-5" />
          </button>
        </dd>
      </div>
    </dl>
  );
}

/**
 * member-card-detail (DESIGN §12): the card, who holds it and its level, the number masked until the
 * member taps to reveal it, and, for an active card, the rotating counter code.
 */
export function CardDetailScreen({ cardId, memberName }: { cardId: number; memberName: string }) {
  const { t, i18n } = useTranslation('cards');
  const detail = useCardDetail(cardId);

  if (detail.isPending)
    return <div className="aspect-[856/540] animate-pulse rounded-3xl bg-ink-100" aria-busy="true" />;
  if (detail.isError) {
    if (isNotFound(detail.error)) return <CardNotFound />;
    return <LoadError title={t('detail.loadError')} error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const card = detail.data;
  const isActive = card.status === 'active';
  // Phone: the card, then the code the till needs, then the details. From tablet width: the card and its
  // details on the left, the code on the right (its extra height goes to an empty last row).
  return (
    <div
      className="grid gap-5 tablet:grid-cols-2 tablet:grid-rows-[auto_auto_auto_1fr] tablet:items-start"
      data-testid="card-detail"
    >
      <div className="tablet:col-start-1">
        <CardFace card={card} size="detail" />
      </div>
      <div className="tablet:col-start-2 tablet:row-span-4 tablet:row-start-1">
        {isActive ? (
          <CounterCodePanel cardId={card.card_id} />
        ) : (
          <Notice testId="card-expired-notice">
            {t('detail.expired', { date: formatDate(card.expires_at, i18n.language) })}
          </Notice>
        )}
      </div>
      <div className="tablet:col-start-1">
        <CardFacts card={card} memberName={memberName} />
      </div>
      <ButtonLink
        variant="secondary"
        className="tablet:col-start-1"
        to={pathOf('member-card-condition', { id: String(card.card_id) })}
        data-testid="card-conditions-link"
      >
        {t('detail.conditions')}
      </ButtonLink>
      <RemoveCardButton card={card} />
    </div>
  );
}

/**
 * Taking a card off the member's list, after a confirmation, then back to the list: a card the group's
 * company issued is rarely removed, so it is a quiet link at the end of its detail, not an icon on each card.
 */
function RemoveCardButton({ card }: { card: VirtualCard }) {
  const { t, i18n } = useTranslation('cards');
  const navigate = useNavigate();
  const removal = useDeleteCard();
  const { name } = cardText(card, i18n.language);
  const remove = () =>
    removal.mutate(card.card_id, { onSuccess: () => void navigate(pathOf('member-card-list'), { replace: true }) });
  return (
    <button
      type="button"
      className="mx-auto min-h-11 px-3 text-sm text-ink-600 underline underline-offset-4 hover:text-brand-700 focus-visible:outline-3 focus-visible:outline-brand-600 disabled:opacity-50 tablet:col-start-1"
      disabled={removal.isPending}
      onClick={() => confirmCardRemoval({ name }, remove)}
      data-testid="card-remove"
    >
      {t('detail.remove')}
    </button>
  );
}
