import { approveCampaign, type Campaign, isAllowedFor } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { isErrorBody } from '@/lib/api-client';
import { useErrorText } from '@/lib/error-message';
import { formatPoints } from '@/lib/format';
import { envelopeFieldErrors } from '@/lib/forms/field-errors';
import { currentLanguage } from '@/lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import type { WriteMessageContent } from '../../../components/write-message/write-message';
import { programmeRulesQuery } from '../../../lib/programme-rules';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { type CampaignStep, useCampaignStep } from '../api/campaigns';
import { campaignNameOf } from './campaign-parts';

/** A refused status change in the console's language: its field errors' own words where it has them. */
function useRefusalText(error: unknown): string {
  const { t } = useTranslation('admin-campaigns');
  const generic = useErrorText(error);
  const fieldErrors = envelopeFieldErrors(error);
  if (fieldErrors.length > 0) {
    const language = currentLanguage();
    return fieldErrors.map((fieldError) => (language === 'th' ? fieldError.message_th : fieldError.message)).join(' ');
  }
  if (isErrorBody(error) && error.code === 'SELF_APPROVAL') return t('actions.selfApproval');
  return generic;
}

/** Whether activating waits for a second admin (DESIGN §14): no budget, or one above the rule's threshold. */
function useApprovalNote(campaign: Campaign): string | null {
  const { t } = useTranslation('admin-campaigns');
  const threshold = useQuery(programmeRulesQuery()).data?.campaign_approval_threshold;
  if (campaign.budget_points === null) return t('actions.needsApprovalNoBudget');
  if (threshold === undefined || campaign.budget_points <= threshold) return null;
  return t('actions.needsApproval', { threshold: formatPoints(threshold, currentLanguage()) });
}

/**
 * A campaign's status changes (DESIGN §14), for admins: activate a draft (at once, or waiting for a second
 * admin), approve one another admin asked for (never one's own: the server refuses it, so it is not
 * offered), and end it after a confirmation, as ending cannot be undone.
 */
export function CampaignActions({
  campaign,
  onEdit,
  onDone,
}: {
  campaign: Campaign;
  onEdit: () => void;
  onDone: (message: WriteMessageContent) => void;
}) {
  const { t } = useTranslation('admin-campaigns');
  const me = useSignedInOperator();
  const activate = useCampaignStep(campaign.id, 'activate');
  const approve = useCampaignStep(campaign.id, 'approve');
  const end = useCampaignStep(campaign.id, 'end');
  const steps = { activate, approve, end };
  const [failedStep, setFailedStep] = useState<CampaignStep | null>(null);
  const [isConfirmingEnd, setIsConfirmingEnd] = useState(false);
  const failure = useRefusalText(failedStep ? steps[failedStep].error : null);
  const approvalNote = useApprovalNote(campaign);
  const name = campaignNameOf(campaign, currentLanguage());
  const isPending = activate.isPending || approve.isPending || end.isPending;

  if (!isAllowedFor(approveCampaign.access, me.role)) {
    return <p className="text-ink-600">{t('actions.readOnly')}</p>;
  }

  const run = (step: CampaignStep, message: (campaign: Campaign) => string) => {
    setFailedStep(null);
    steps[step].mutate(undefined, {
      onSuccess: (answer) => {
        setIsConfirmingEnd(false);
        onDone({ text: message(answer) });
      },
      onError: () => {
        setIsConfirmingEnd(false);
        setFailedStep(step);
      },
    });
  };
  const isOwn = me.id === campaign.created_by || me.id === campaign.requested_by;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        {campaign.status === 'ended' ? null : (
          <Button variant="secondary" onClick={onEdit} data-testid="campaign-edit">
            {t('actions.edit')}
          </Button>
        )}
        {campaign.status === 'draft' ? (
          <Button
            disabled={isPending}
            data-testid="campaign-activate"
            onClick={() =>
              run('activate', (answer) =>
                t(answer.status === 'pending_approval' ? 'actions.requested' : 'actions.activated', { name }),
              )
            }
          >
            {activate.isPending ? t('actions.activating') : t('actions.activate')}
          </Button>
        ) : null}
        {campaign.status === 'pending_approval' && !isOwn ? (
          <Button
            disabled={isPending}
            data-testid="campaign-approve"
            onClick={() => run('approve', () => t('actions.approved', { name }))}
          >
            {approve.isPending ? t('actions.approving') : t('actions.approve')}
          </Button>
        ) : null}
        {campaign.status === 'ended' ? null : (
          <Button
            variant="secondary"
            disabled={isPending}
            onClick={() => setIsConfirmingEnd(true)}
            data-testid="campaign-end"
          >
            {t('actions.end')}
          </Button>
        )}
      </div>
      {campaign.status === 'draft' && approvalNote ? (
        <p className="text-sm text-ink-600" data-testid="campaign-approval-note">
          {approvalNote}
        </p>
      ) : null}
      {campaign.status === 'pending_approval' ? (
        <p className="text-sm text-ink-600" data-testid="campaign-waiting">
          {isOwn ? t('actions.ownHint') : t('actions.waiting')}
        </p>
      ) : null}
      {failedStep ? <Notice testId="campaign-action-error">{failure}</Notice> : null}
      {isConfirmingEnd ? (
        <ConfirmDialog
          title={t('actions.confirmEndTitle', { name })}
          confirmLabel={end.isPending ? t('actions.ending') : t('actions.confirmEnd')}
          cancelLabel={t('actions.cancel')}
          isPending={end.isPending}
          onConfirm={() => run('end', () => t('actions.ended', { name }))}
          onCancel={() => setIsConfirmingEnd(false)}
        >
          <p>{t('actions.confirmEndBody')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
