import {
  CAMPAIGN_KINDS,
  type Campaign,
  campaignInputSchema,
  EARN_CHANNELS,
  ISO_WEEKDAYS,
  TIER_CODES,
} from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceGroup } from '@/components/ui/choice-group';
import { TextField } from '@/components/ui/text-field';
import { formatPoints } from '@/lib/format';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { EditFormFrame } from '../../../components/edit-form/edit-form-frame';
import { PartnerCheckboxes } from '../../../components/named-checkboxes/partner-checkboxes';
import { PillChoices } from '../../../components/pill-choices/pill-choices';
import { programmeRulesQuery } from '../../../lib/programme-rules';
import { useCreateCampaign, useUpdateCampaign } from '../api/campaigns';
import { campaignNameOf } from './campaign-parts';
import { campaignFieldOf, campaignInputOf, campaignValuesOf } from './campaign-values';

/**
 * A new campaign or the whole of a draft (DESIGN §14), checked by the call's own contract before it is
 * sent and by the server again; the server's field errors land under their fields. While the campaign
 * runs only a later end and a larger budget can change, so every other field is locked.
 */
export function CampaignForm({
  campaign,
  onSaved,
  onCancel,
}: {
  campaign: Campaign | null;
  onSaved: (campaign: Campaign) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['admin-campaigns', 'admin-catalogue']);
  const language = currentLanguage();
  const create = useCreateCampaign();
  const update = useUpdateCampaign(campaign?.id ?? 0);
  const threshold = useQuery(programmeRulesQuery()).data?.campaign_approval_threshold;
  const form = useContractForm(campaignInputSchema, {
    defaultValues: campaignValuesOf(campaign),
    toInput: campaignInputOf,
    fieldOf: campaignFieldOf,
    messages: { 'conditions.channels': { tooSmall: t('form.channelsRequired') } },
  });
  const isRunning = campaign?.status === 'active';
  const kind = form.watch('kind');

  return (
    <EditFormFrame
      form={form}
      titleId={campaign ? 'edit-campaign-title' : 'create-campaign-title'}
      title={campaign ? t('form.editTitle', { name: campaignNameOf(campaign, language) }) : t('form.createTitle')}
      isNew={campaign === null}
      onSave={(input) => (campaign ? update.mutateAsync(input) : create.mutateAsync(input))}
      onSaved={onSaved}
      onCancel={onCancel}
      testId="campaign-form"
      noticeTestId="campaign-notice"
    >
      {isRunning ? (
        <p
          className="rounded-2xl bg-amber-50 px-4 py-3 text-amber-900 desktop:col-span-2"
          data-testid="campaign-running"
        >
          {t('form.running')}
        </p>
      ) : null}
      {campaign?.status === 'pending_approval' ? (
        <p
          className="rounded-2xl bg-amber-50 px-4 py-3 text-amber-900 desktop:col-span-2"
          data-testid="campaign-pending"
        >
          {t('form.pending')}
        </p>
      ) : null}
      <fieldset disabled={isRunning} className="contents">
        <TextField label={t('form.nameTh')} lang="th" autoComplete="off" {...form.fieldProps('name')} />
        <TextField label={t('form.nameEn')} lang="en" autoComplete="off" {...form.fieldProps('name_en')} />
        <ChoiceGroup
          legend={t('form.kind')}
          name="campaign-kind"
          options={CAMPAIGN_KINDS.map((option) => ({ value: option, label: t(`kinds.${option}`) }))}
          {...form.valueProps('kind')}
        />
        {kind === 'multiplier' ? (
          <TextField
            label={t('form.multiplier')}
            hint={t('form.multiplierHint')}
            inputMode="decimal"
            {...form.fieldProps('multiplier')}
          />
        ) : (
          <TextField
            label={t('form.bonusPoints')}
            hint={t('form.bonusPointsHint')}
            inputMode="numeric"
            {...form.fieldProps('bonus_points')}
          />
        )}
        <div className="flex flex-col gap-1 border-t border-ink-200 pt-4 desktop:col-span-2">
          <h3 className="font-semibold text-ink-900">{t('form.conditions')}</h3>
          <p className="text-sm text-ink-600">{t('form.conditionsHint')}</p>
        </div>
        <PillChoices
          legend={t('form.channels')}
          hint={t('form.channelsHint')}
          options={EARN_CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }))}
          {...form.valueProps('conditions.channels')}
        />
        <PillChoices
          legend={t('form.tiers')}
          hint={t('form.tiersHint')}
          options={TIER_CODES.map((tier) => ({ value: tier, label: t(`admin-catalogue:tier.${tier}`) }))}
          {...form.valueProps('conditions.tiers')}
        />
        <div className="desktop:col-span-2">
          <PillChoices
            legend={t('form.days')}
            hint={t('form.daysHint')}
            options={ISO_WEEKDAYS.map((day) => ({ value: day, label: t(`days.${day}`) }))}
            {...form.valueProps('conditions.days_of_week')}
          />
        </div>
        <PartnerCheckboxes
          legend={t('form.partners')}
          hint={t('form.partnersHint')}
          loadingHint={t('form.partnersLoading')}
          testId="campaign-partners"
          {...form.valueProps('conditions.partner_ids')}
        />
        <TextField
          label={t('form.storeCodes')}
          hint={t('form.storeCodesHint')}
          autoComplete="off"
          className="desktop:col-span-2"
          {...form.fieldProps('conditions.store_codes')}
        />
        <TextField
          label={t('form.minAmount')}
          hint={t('form.amountHint')}
          inputMode="decimal"
          {...form.fieldProps('conditions.min_amount')}
        />
        <TextField
          label={t('form.maxAmount')}
          hint={t('form.amountHint')}
          inputMode="decimal"
          {...form.fieldProps('conditions.max_amount')}
        />
        <Checkbox
          label={t('form.birthdayMonth')}
          checked={form.watch('conditions.birthday_month')}
          onChange={(checked) => form.setValue('conditions.birthday_month', checked)}
        />
        <Checkbox
          label={t('form.firstPurchase')}
          checked={form.watch('conditions.first_purchase')}
          onChange={(checked) => form.setValue('conditions.first_purchase', checked)}
        />
        <div className="border-t border-ink-200 pt-4 desktop:col-span-2">
          <h3 className="font-semibold text-ink-900">{t('form.limits')}</h3>
        </div>
        <TextField label={t('form.startsAt')} type="datetime-local" {...form.fieldProps('starts_at')} />
      </fieldset>
      <TextField label={t('form.endsAt')} type="datetime-local" {...form.fieldProps('ends_at')} />
      <fieldset disabled={isRunning} className="contents">
        <TextField
          label={t('form.perMemberCap')}
          hint={t('form.perMemberCapHint')}
          inputMode="numeric"
          {...form.fieldProps('per_member_cap')}
        />
      </fieldset>
      <TextField
        label={t('form.budgetPoints')}
        hint={
          threshold === undefined
            ? t('form.budgetPointsHint')
            : t('form.budgetPointsThresholdHint', { threshold: formatPoints(threshold, language) })
        }
        inputMode="numeric"
        {...form.fieldProps('budget_points')}
      />
    </EditFormFrame>
  );
}
