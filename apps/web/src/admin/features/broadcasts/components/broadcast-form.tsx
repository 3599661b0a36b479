import { BROADCAST_CHANNELS, type Broadcast, broadcastInputSchema, TIER_CODES } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { currentLanguage } from '@/lib/i18n';
import { EditFormFrame } from '../../../components/edit-form/edit-form-frame';
import { PartnerCheckboxes } from '../../../components/named-checkboxes/partner-checkboxes';
import { PillChoices } from '../../../components/pill-choices/pill-choices';
import { useCreateBroadcast, useUpdateBroadcast } from '../api/broadcasts';
import { broadcastTitleOf } from './broadcast-parts';
import { BroadcastPreview } from './broadcast-preview';
import { broadcastFieldOf, broadcastInputOf, broadcastValuesOf } from './broadcast-values';
import { RecipientsCount } from './recipients-count';

/**
 * A new broadcast or the whole of one not sent yet (DESIGN §15): the words in Thai and English with their
 * inbox preview as typed, where it leads, who it reaches (counted on demand) and on which channels, and
 * when. Checked by the call's contract before it is sent and by the server again. Saving a change
 * withdraws an approval given, so the form says so for an approved broadcast.
 */
export function BroadcastForm({
  broadcast,
  onSaved,
  onCancel,
}: {
  broadcast: Broadcast | null;
  onSaved: (broadcast: Broadcast) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['admin-broadcasts', 'admin-catalogue']);
  const language = currentLanguage();
  const create = useCreateBroadcast();
  const update = useUpdateBroadcast(broadcast?.id ?? 0);
  const form = useContractForm(broadcastInputSchema, {
    defaultValues: broadcastValuesOf(broadcast),
    toInput: broadcastInputOf,
    fieldOf: broadcastFieldOf,
  });
  const [title, titleEn, body, bodyEn, linkPath, segment] = form.watch([
    'title',
    'title_en',
    'body',
    'body_en',
    'link_path',
    'segment',
  ]);
  const link = linkPath.trim() || null;

  return (
    <EditFormFrame
      form={form}
      titleId={broadcast ? 'edit-broadcast-title' : 'create-broadcast-title'}
      title={broadcast ? t('form.editTitle', { title: broadcastTitleOf(broadcast, language) }) : t('form.createTitle')}
      isNew={broadcast === null}
      onSave={(input) => (broadcast ? update.mutateAsync(input) : create.mutateAsync(input))}
      onSaved={onSaved}
      onCancel={onCancel}
      testId="broadcast-form"
      noticeTestId="broadcast-notice"
    >
      {broadcast?.approved_by ? (
        <p
          className="rounded-2xl bg-amber-50 px-4 py-3 text-amber-900 desktop:col-span-2"
          data-testid="broadcast-approval-withdrawn"
        >
          {t('form.withdrawsApproval')}
        </p>
      ) : null}
      <TextField label={t('form.titleTh')} lang="th" autoComplete="off" {...form.fieldProps('title')} />
      <TextField label={t('form.titleEn')} lang="en" autoComplete="off" {...form.fieldProps('title_en')} />
      <TextAreaField label={t('form.bodyTh')} lang="th" {...form.fieldProps('body')} />
      <TextAreaField label={t('form.bodyEn')} lang="en" {...form.fieldProps('body_en')} />
      <TextField
        label={t('form.linkPath')}
        hint={t('form.linkPathHint')}
        autoComplete="off"
        placeholder="/privilege"
        {...form.fieldProps('link_path')}
      />
      <TextField
        label={t('form.sendAt')}
        hint={t('form.sendAtHint')}
        type="datetime-local"
        {...form.fieldProps('send_at')}
      />
      <div className="desktop:col-span-2">
        <BroadcastPreview
          th={{ title, body, link_path: link }}
          en={{ title: titleEn, body: bodyEn, link_path: link }}
        />
      </div>
      <PillChoices
        legend={t('form.channels')}
        hint={t('form.channelsHint')}
        options={BROADCAST_CHANNELS.map((channel) => ({ value: channel, label: t(`channels.${channel}`) }))}
        {...form.valueProps('channels')}
      />
      <div className="flex flex-col gap-1 border-t border-ink-200 pt-4 desktop:col-span-2">
        <h3 className="font-semibold text-ink-900">{t('form.segment')}</h3>
        <p className="text-sm text-ink-600">{t('form.segmentHint')}</p>
      </div>
      <PillChoices
        legend={t('form.tiers')}
        hint={t('form.tiersHint')}
        options={TIER_CODES.map((tier) => ({ value: tier, label: t(`admin-catalogue:tier.${tier}`) }))}
        {...form.valueProps('segment.tiers')}
      />
      <TextField
        label={t('form.minPoints')}
        hint={t('form.minPointsHint')}
        inputMode="numeric"
        {...form.fieldProps('segment.min_points')}
      />
      <PartnerCheckboxes
        legend={t('form.partners')}
        hint={t('form.partnersHint')}
        loadingHint={t('form.partnersLoading')}
        testId="broadcast-partners"
        {...form.valueProps('segment.partner_ids')}
      />
      <RecipientsCount segment={segment} />
    </EditFormFrame>
  );
}
