import { type Campaign, type ISO_WEEKDAYS, TIER_CODES } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { Card } from '@/components/ui/card';
import { formatBaht, formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { Fact } from '../../../components/fact/fact';
import { useWriteMessage, WriteMessage } from '../../../components/write-message/write-message';
import { usePartnerChoices } from '../../../lib/partner-choices';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useCampaign } from '../api/campaigns';
import { CampaignActions } from './campaign-actions';
import { CampaignForm } from './campaign-form';
import { BudgetUsed, CampaignStatusBadge, campaignNameOf, useRuleText, useWindowText } from './campaign-parts';
import { CampaignSimulationPanel } from './campaign-simulation';

/** What a purchase must meet, one line a condition; a condition left open says "any". */
function ConditionFacts({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation(['admin-campaigns', 'admin-catalogue']);
  const language = currentLanguage();
  const partners = usePartnerChoices().data?.items ?? [];
  const { conditions } = campaign;
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
  const baht = (amount: number | null) => (amount === null ? null : formatBaht(amount, language));
  const [min, max] = [baht(conditions.min_amount), baht(conditions.max_amount)];
  let amount = any;
  if (min && max) amount = t('detail.amountBetween', { min, max });
  else if (min) amount = t('detail.amountFrom', { min });
  else if (max) amount = t('detail.amountUpTo', { max });
  const only = [
    conditions.birthday_month ? t('form.birthdayMonth') : null,
    conditions.first_purchase ? t('form.firstPurchase') : null,
  ].filter((line) => line !== null);
  return (
    <dl className="grid grid-cols-2 gap-4 desktop:grid-cols-4" data-testid="campaign-conditions">
      <Fact label={t('form.channels')}>{listOr(conditions.channels.map((channel) => t(`channels.${channel}`)))}</Fact>
      <Fact label={t('form.tiers')}>{listOr(conditions.tiers.map(tierName))}</Fact>
      <Fact label={t('form.days')}>
        {listOr(conditions.days_of_week.map((day) => t(`days.${day as (typeof ISO_WEEKDAYS)[number]}`)))}
      </Fact>
      <Fact label={t('detail.amount')}>{amount}</Fact>
      <Fact label={t('form.partners')}>{listOr(conditions.partner_ids.map(partnerName))}</Fact>
      <Fact label={t('form.storeCodes')}>{listOr(conditions.store_codes)}</Fact>
      <Fact label={t('detail.only')}>{only.length > 0 ? only.join(' · ') : any}</Fact>
    </dl>
  );
}

function CampaignFacts({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('admin-campaigns');
  const language = currentLanguage();
  const me = useSignedInOperator();
  const ruleOf = useRuleText();
  const windowOf = useWindowText();
  const who = (id: number | null, name: string | null) => (id !== null && id === me.id ? t('detail.you') : name);
  const people = [
    { label: t('detail.madeBy'), name: who(campaign.created_by, campaign.created_by_name) },
    { label: t('detail.requestedBy'), name: who(campaign.requested_by, campaign.requested_by_name) },
    { label: t('detail.approvedBy'), name: who(campaign.approved_by, campaign.approved_by_name) },
  ];
  return (
    <Card as="section" radius="md" padding="lg" className="flex flex-col gap-4" aria-labelledby="campaign-facts">
      <h2 id="campaign-facts" className="text-lg font-semibold text-ink-900">
        {t('detail.facts')}
      </h2>
      <dl className="grid grid-cols-2 gap-4 desktop:grid-cols-4">
        <Fact label={t('rule.heading')} testId="campaign-rule">
          {ruleOf(campaign)}
        </Fact>
        <Fact label={t('window')}>{windowOf(campaign)}</Fact>
        <Fact label={t('budget')}>
          <BudgetUsed campaign={campaign} />
        </Fact>
        <Fact label={t('form.perMemberCap')}>
          {campaign.per_member_cap === null
            ? t('detail.noCap')
            : t('detail.points', { points: formatPoints(campaign.per_member_cap, language) })}
        </Fact>
        {people.map((person) =>
          person.name ? (
            <Fact key={person.label} label={person.label}>
              {person.name}
            </Fact>
          ) : null,
        )}
        {campaign.activated_at ? (
          <Fact label={t('detail.activatedAt')}>{formatDateTime(campaign.activated_at, language)}</Fact>
        ) : null}
        {campaign.ended_at ? (
          <Fact label={t('detail.endedAt')}>{formatDateTime(campaign.ended_at, language)}</Fact>
        ) : null}
      </dl>
      <h3 className="border-t border-ink-200 pt-4 font-semibold text-ink-900">{t('form.conditions')}</h3>
      <ConditionFacts campaign={campaign} />
      <Link
        to="../../audit?entity=campaign"
        relative="path"
        className="self-start font-semibold text-brand-700 underline underline-offset-2"
      >
        {t('detail.audit')}
      </Link>
    </Card>
  );
}

/**
 * One campaign (DESIGN §14): what it awards and to which purchases, the budget spent, who made, asked for
 * and approved it; admins edit, activate, approve and end it; every operator simulates a past period.
 */
export function CampaignDetailScreen() {
  const { t } = useTranslation('admin-campaigns');
  const campaignId = Number(useParams().campaignId);
  const campaign = useCampaign(campaignId);
  const message = useWriteMessage();
  const [isEditing, setIsEditing] = useState(false);
  const language = currentLanguage();

  let body: ReactNode;
  if (campaign.data) {
    const current = campaign.data;
    body = (
      <>
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-2xl font-bold text-ink-900">{campaignNameOf(current, language)}</h1>
          <CampaignStatusBadge status={current.status} />
        </div>
        <WriteMessage message={message.message} />
        <CampaignActions
          campaign={current}
          onEdit={() => {
            message.clear();
            setIsEditing(true);
          }}
          onDone={(done) => {
            // The status moved: a form opened before it would save over what the campaign now is.
            setIsEditing(false);
            message.show(done);
          }}
        />
        {isEditing ? (
          <CampaignForm
            campaign={current}
            onSaved={(saved) => {
              setIsEditing(false);
              message.show({ text: t('form.saved', { name: campaignNameOf(saved, language) }) });
            }}
            onCancel={() => setIsEditing(false)}
          />
        ) : null}
        <CampaignFacts campaign={current} />
        <CampaignSimulationPanel campaignId={current.id} />
      </>
    );
  } else if (campaign.isError) {
    body = <LoadError title={t('detail.loadError')} error={campaign.error} onRetry={() => void campaign.refetch()} />;
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
