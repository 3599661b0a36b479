import type { Campaign, CampaignStatus } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { formatPoints } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';

/** A campaign's name in the console's language (`name` is the Thai one). */
export function campaignNameOf(campaign: Pick<Campaign, 'name' | 'name_en'>, language: string): string {
  return language === 'th' ? campaign.name : campaign.name_en;
}

const STATUS_COLOURS: Record<CampaignStatus, string> = {
  draft: 'bg-ink-100 text-ink-800',
  pending_approval: 'bg-amber-100 text-amber-900',
  active: 'bg-emerald-100 text-emerald-900',
  ended: 'bg-ink-200 text-ink-700',
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation('admin-campaigns');
  return (
    <span
      className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${STATUS_COLOURS[status]}`}
      data-testid="campaign-status"
    >
      {t(`statuses.${status}`)}
    </span>
  );
}

/** What a campaign awards: "×2 base points" or "+200 points a purchase". */
export function useRuleText() {
  const { t } = useTranslation('admin-campaigns');
  const language = currentLanguage();
  return (campaign: Pick<Campaign, 'kind' | 'multiplier' | 'bonus_points'>) =>
    campaign.kind === 'multiplier'
      ? t('rule.multiplier', { multiplier: campaign.multiplier ?? 0 })
      : t('rule.bonus', { points: formatPoints(campaign.bonus_points ?? 0, language) });
}

/** When a campaign runs, in Bangkok time. */
export function useWindowText() {
  const { t } = useTranslation('admin-campaigns');
  const language = currentLanguage();
  return (campaign: Pick<Campaign, 'starts_at' | 'ends_at'>) =>
    t('windowRange', {
      from: formatDateTime(campaign.starts_at, language),
      to: formatDateTime(campaign.ends_at, language),
    });
}

/** The points awarded against the budget, with a bar of the share spent (none without a budget). */
export function BudgetUsed({ campaign }: { campaign: Pick<Campaign, 'budget_used' | 'budget_points'> }) {
  const { t } = useTranslation('admin-campaigns');
  const language = currentLanguage();
  const used = formatPoints(campaign.budget_used, language);
  if (campaign.budget_points === null) return <span data-testid="campaign-budget">{t('budgetOpen', { used })}</span>;
  const share = Math.min(1, campaign.budget_used / campaign.budget_points);
  return (
    <span className="flex min-w-36 flex-col gap-1" data-testid="campaign-budget">
      <span>{t('budgetOf', { used, budget: formatPoints(campaign.budget_points, language) })}</span>
      <span className="h-1.5 w-full overflow-hidden rounded-full bg-ink-100" aria-hidden="true">
        <span
          className={`block h-full rounded-full ${share >= 1 ? 'bg-brand-600' : 'bg-emerald-600'}`}
          style={{ width: `${Math.round(share * 100)}%` }}
        />
      </span>
    </span>
  );
}
