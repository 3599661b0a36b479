import { CAMPAIGN_STATUSES, type Campaign, createCampaign, isAllowedFor, listCampaigns } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { currentLanguage } from '@/lib/i18n';
import { columnHelperOf, DataTable } from '../../../components/data-table/data-table';
import { ListFilterSelect } from '../../../components/data-table/list-filter-select';
import { sortableColumnsOf, useListParams } from '../../../components/data-table/list-params';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useCampaignList } from '../api/campaigns';
import { BudgetUsed, CampaignStatusBadge, campaignNameOf, useRuleText, useWindowText } from './campaign-parts';

const column = columnHelperOf<Campaign>();
const SORTABLE = sortableColumnsOf(listCampaigns.input);

/**
 * DESIGN §14 campaigns: every campaign with its rule, window, status and the budget spent; a row opens
 * the campaign (its conditions, simulation and status changes). Admins start new ones; staff read.
 */
export function CampaignsScreen() {
  const { t } = useTranslation('admin-campaigns');
  const params = useListParams(listCampaigns.input);
  const list = useCampaignList(params.input);
  const canWrite = isAllowedFor(createCampaign.access, useSignedInOperator().role);
  const language = currentLanguage();
  const ruleOf = useRuleText();
  const windowOf = useWindowText();

  const newCampaign = canWrite ? (
    <ButtonLink to="new" data-testid="campaign-create">
      {t('new')}
    </ButtonLink>
  ) : null;

  const columns = [
    column.display({
      id: 'name',
      header: t('name'),
      cell: (cell) => (
        <Link to={String(cell.row.original.id)} className="font-semibold text-brand-700 underline underline-offset-2">
          {campaignNameOf(cell.row.original, language)}
        </Link>
      ),
    }),
    column.display({
      id: 'rule',
      header: t('rule.heading'),
      cell: (cell) => (
        <>
          {ruleOf(cell.row.original)}
          <span className="block text-xs text-ink-600">{t(`kinds.${cell.row.original.kind}`)}</span>
        </>
      ),
    }),
    column.accessor('starts_at', { header: t('window'), cell: (cell) => windowOf(cell.row.original) }),
    column.accessor('status', {
      header: t('status'),
      cell: (cell) => <CampaignStatusBadge status={cell.getValue()} />,
    }),
    column.accessor('budget_used', {
      header: t('budget'),
      cell: (cell) => <BudgetUsed campaign={cell.row.original} />,
    }),
  ];

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink-900">{t('title')}</h1>
      <DataTable
        caption={t('title')}
        columns={columns}
        list={list}
        params={params}
        sortable={SORTABLE}
        getRowId={(campaign) => String(campaign.id)}
        actions={newCampaign}
        emptyMessage={params.isNarrowed ? undefined : t('empty')}
        emptyAction={newCampaign}
        filters={
          <ListFilterSelect
            params={params}
            name="status"
            label={t('status')}
            placeholder={t('allStatuses')}
            options={CAMPAIGN_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          />
        }
      />
    </div>
  );
}
