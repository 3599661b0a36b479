import { approveBroadcast, type Broadcast, type BroadcastStatus, isAllowedFor } from '@loyalty/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { formatPoints } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { ConfirmDialog } from '../../../components/confirm-dialog/confirm-dialog';
import type { WriteMessageContent } from '../../../components/write-message/write-message';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { type BroadcastStep, useBroadcastStep } from '../api/broadcasts';
import { broadcastTitleOf, useRefusalText } from './broadcast-parts';

/** Before it sends, a broadcast may still be changed or canceled. */
const NOT_STARTED: ReadonlySet<BroadcastStatus> = new Set(['pending_approval', 'scheduled']);

/**
 * A broadcast's decisions (DESIGN §15), for admins, each confirmed first as neither is undone: approve one
 * another admin made or changed (one's own is not offered: the server refuses it), and cancel one before
 * it sends. Editing opens the form while it has not started.
 */
export function BroadcastActions({
  broadcast,
  onEdit,
  onDone,
}: {
  broadcast: Broadcast;
  onEdit: () => void;
  onDone: (message: WriteMessageContent) => void;
}) {
  const { t } = useTranslation('admin-broadcasts');
  const me = useSignedInOperator();
  const language = currentLanguage();
  const approve = useBroadcastStep(broadcast.id, 'approve');
  const cancel = useBroadcastStep(broadcast.id, 'cancel');
  const steps = { approve, cancel };
  const [confirming, setConfirming] = useState<BroadcastStep | null>(null);
  const [failedStep, setFailedStep] = useState<BroadcastStep | null>(null);
  const failure = useRefusalText(failedStep ? steps[failedStep].error : null);
  const title = broadcastTitleOf(broadcast, language);
  const recipients = formatPoints(broadcast.recipients, language);

  if (!isAllowedFor(approveBroadcast.access, me.role)) {
    return <p className="text-ink-600">{t('actions.readOnly')}</p>;
  }
  if (!NOT_STARTED.has(broadcast.status)) return null;

  const run = (step: BroadcastStep) => {
    setFailedStep(null);
    steps[step].mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        onDone({ text: t(step === 'approve' ? 'actions.approved' : 'actions.canceled', { title }) });
      },
      onError: () => {
        setConfirming(null);
        setFailedStep(step);
      },
    });
  };
  const isOwn = me.id === broadcast.created_by || me.id === broadcast.requested_by;
  const isPending = approve.isPending || cancel.isPending;
  const canApprove = broadcast.status === 'pending_approval' && !isOwn;

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap gap-3">
        <Button variant="secondary" onClick={onEdit} data-testid="broadcast-edit">
          {t('actions.edit')}
        </Button>
        {canApprove ? (
          <Button disabled={isPending} onClick={() => setConfirming('approve')} data-testid="broadcast-approve">
            {t('actions.approve')}
          </Button>
        ) : null}
        <Button
          variant="secondary"
          disabled={isPending}
          onClick={() => setConfirming('cancel')}
          data-testid="broadcast-cancel"
        >
          {t('actions.cancel')}
        </Button>
      </div>
      {broadcast.status === 'pending_approval' ? (
        <p className="text-sm text-ink-600" data-testid="broadcast-waiting">
          {isOwn ? t('actions.ownHint') : t('actions.waiting')}
        </p>
      ) : null}
      {failedStep ? <Notice testId="broadcast-action-error">{failure}</Notice> : null}
      {confirming === 'approve' ? (
        <ConfirmDialog
          title={t('actions.confirmApproveTitle', { title })}
          confirmLabel={approve.isPending ? t('actions.approving') : t('actions.confirmApprove')}
          cancelLabel={t('actions.back')}
          isPending={approve.isPending}
          onConfirm={() => run('approve')}
          onCancel={() => setConfirming(null)}
        >
          <p>{t('actions.confirmApproveBody', { count: broadcast.recipients, recipients })}</p>
        </ConfirmDialog>
      ) : null}
      {confirming === 'cancel' ? (
        <ConfirmDialog
          title={t('actions.confirmCancelTitle', { title })}
          confirmLabel={cancel.isPending ? t('actions.canceling') : t('actions.confirmCancel')}
          cancelLabel={t('actions.back')}
          isPending={cancel.isPending}
          onConfirm={() => run('cancel')}
          onCancel={() => setConfirming(null)}
        >
          <p>{t('actions.confirmCancelBody')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
