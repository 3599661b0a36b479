import { type Broadcast, TIER_CODES } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { Card } from '@/components/ui/card';
import { formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { Fact } from '../../../components/fact/fact';
import { useWriteMessage, WriteMessage } from '../../../components/write-message/write-message';
import { usePartnerChoices } from '../../../lib/partner-choices';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useBroadcast } from '../api/broadcasts';
import { BroadcastActions } from './broadcast-actions';
import { BroadcastForm } from './broadcast-form';
import { BroadcastProgress, BroadcastStatusBadge, broadcastTitleOf } from './broadcast-parts';
import { BroadcastPreview } from './broadcast-preview';

/** Who a broadcast reaches, one line a condition; a condition left open says "any". */
function SegmentFacts({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation(['admin-broadcasts', 'admin-catalogue']);
  const language = currentLanguage();
  const partners = usePartnerChoices().data?.items ?? [];
  const { segment } = broadcast;
  const any = t('detail.any');
  const listOr = (items: string[]) => (items.length > 0 ? items.join(', ') : any);
  const partnerName = (id: number) => {
    const partner = partners.find((item) => item.id === id);
    if (!partner) return `#${id}`;
    return language === 'th' ? partner.name_th : partner.name_en;
  };
  // A tier the catalogue does not word (one added to the tiers table since) reads as its code.
  const tierName = (tier: string) =>
    (TIER_CODES as readonly string[]).includes(tier)
      ? t(`admin-catalogue:tier.${tier as (typeof TIER_CODES)[number]}`)
      : tier;
  return (
    <dl className="grid grid-cols-2 gap-4 desktop:grid-cols-3" data-testid="broadcast-segment">
      <Fact label={t('form.tiers')}>{listOr(segment.tiers.map(tierName))}</Fact>
      <Fact label={t('form.minPoints')}>
        {segment.min_points === null
          ? any
          : t('detail.pointsAtLeast', { points: formatPoints(segment.min_points, language) })}
      </Fact>
      <Fact label={t('form.partners')}>{listOr(segment.partner_ids.map(partnerName))}</Fact>
    </dl>
  );
}

function BroadcastFacts({ broadcast }: { broadcast: Broadcast }) {
  const { t } = useTranslation('admin-broadcasts');
  const language = currentLanguage();
  const me = useSignedInOperator();
  const who = (id: number | null, name: string | null) => (id !== null && id === me.id ? t('detail.you') : name);
  const people = [
    { label: t('detail.madeBy'), name: who(broadcast.created_by, broadcast.created_by_name) },
    { label: t('detail.changedBy'), name: who(broadcast.requested_by, broadcast.requested_by_name) },
    { label: t('detail.approvedBy'), name: who(broadcast.approved_by, broadcast.approved_by_name) },
  ];
  const channels = [t('channels.inbox'), ...broadcast.channels.map((channel) => t(`channels.${channel}`))];
  return (
    <Card as="section" radius="md" padding="lg" className="flex flex-col gap-4" aria-labelledby="broadcast-facts">
      <h2 id="broadcast-facts" className="text-lg font-semibold text-ink-900">
        {t('detail.facts')}
      </h2>
      <dl className="grid grid-cols-2 gap-4 desktop:grid-cols-4">
        <Fact label={t('progress.heading')}>
          <BroadcastProgress broadcast={broadcast} />
        </Fact>
        <Fact label={t('form.channels')}>{channels.join(', ')}</Fact>
        <Fact label={t('form.sendAt')}>
          {broadcast.send_at ? formatDateTime(broadcast.send_at, language) : t('detail.sendNow')}
        </Fact>
        {people.map((person) =>
          person.name ? (
            <Fact key={person.label} label={person.label}>
              {person.name}
            </Fact>
          ) : null,
        )}
        {broadcast.started_at ? (
          <Fact label={t('detail.startedAt')}>{formatDateTime(broadcast.started_at, language)}</Fact>
        ) : null}
        {broadcast.finished_at ? (
          <Fact label={t('detail.finishedAt')}>{formatDateTime(broadcast.finished_at, language)}</Fact>
        ) : null}
        {broadcast.canceled_at ? (
          <Fact label={t('detail.canceledAt')}>{formatDateTime(broadcast.canceled_at, language)}</Fact>
        ) : null}
      </dl>
      <h3 className="border-t border-ink-200 pt-4 font-semibold text-ink-900">{t('form.segment')}</h3>
      <SegmentFacts broadcast={broadcast} />
    </Card>
  );
}

/**
 * One broadcast (DESIGN §15): its progress (read again every few seconds while it is due or sending), who
 * it reaches and when, its words in both languages as members will read them; admins approve, change and
 * cancel it before it sends.
 */
export function BroadcastDetailScreen() {
  const { t } = useTranslation('admin-broadcasts');
  const broadcastId = Number(useParams().broadcastId);
  const broadcast = useBroadcast(broadcastId);
  const message = useWriteMessage();
  const [isEditing, setIsEditing] = useState(false);
  const language = currentLanguage();

  let body: ReactNode;
  if (broadcast.data) {
    const current = broadcast.data;
    body = (
      <>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-ink-900">{broadcastTitleOf(current, language)}</h1>
          <BroadcastStatusBadge status={current.status} />
        </div>
        <WriteMessage message={message.message} />
        <BroadcastActions
          broadcast={current}
          onEdit={() => {
            message.clear();
            setIsEditing(true);
          }}
          onDone={(done) => {
            // The status moved: a form opened before it would save over what the broadcast now is.
            setIsEditing(false);
            message.show(done);
          }}
        />
        {isEditing ? (
          <BroadcastForm
            broadcast={current}
            onSaved={(saved) => {
              setIsEditing(false);
              message.show({ text: t('form.saved', { title: broadcastTitleOf(saved, language) }) });
            }}
            onCancel={() => setIsEditing(false)}
          />
        ) : null}
        <BroadcastFacts broadcast={current} />
        <Card as="section" radius="md" padding="lg">
          <BroadcastPreview
            th={{ title: current.title, body: current.body, link_path: current.link_path }}
            en={{ title: current.title_en, body: current.body_en, link_path: current.link_path }}
          />
        </Card>
      </>
    );
  } else if (broadcast.isError) {
    body = <LoadError title={t('detail.loadError')} error={broadcast.error} onRetry={() => void broadcast.refetch()} />;
  } else {
    body = (
      <p role="status" className="p-6 text-center text-ink-600">
        {t('detail.loading')}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <Link to=".." relative="path" className="self-start font-semibold text-brand-700 underline underline-offset-2">
        {t('detail.back')}
      </Link>
      {body}
    </div>
  );
}
