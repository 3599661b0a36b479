import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { formatPoints } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { programmeRulesQuery } from '../../../lib/programme-rules';
import { useCountRecipients } from '../api/broadcasts';
import { useRefusalText } from './broadcast-parts';
import { type BroadcastValues, segmentInputOf } from './broadcast-values';

/**
 * The recipients counted before anything is sent (DESIGN §15): how many active members who accept news
 * and promotions the segment reaches now, and whether that many needs a second admin's approval. A count
 * of a segment changed since says so, rather than standing for the new one.
 */
export function RecipientsCount({ segment }: { segment: BroadcastValues['segment'] }) {
  const { t } = useTranslation('admin-broadcasts');
  const language = currentLanguage();
  const count = useCountRecipients();
  const threshold = useQuery(programmeRulesQuery()).data?.broadcast_approval_threshold;
  const [countedSegment, setCountedSegment] = useState<string | null>(null);
  const failure = useRefusalText(count.error);
  const current = JSON.stringify(segment);
  const recipients = count.data?.recipients;

  let result = null;
  if (recipients !== undefined && countedSegment === current) {
    const needsApproval = threshold !== undefined && recipients > threshold;
    result = (
      <div className="flex flex-col gap-1" role="status" data-testid="broadcast-recipients">
        <p className="text-lg font-semibold text-ink-900">
          {t('recipients.counted', { count: recipients, formatted: formatPoints(recipients, language) })}
        </p>
        {threshold === undefined ? null : (
          <p className="text-sm text-ink-600">
            {t(needsApproval ? 'recipients.needsApproval' : 'recipients.withinThreshold', {
              threshold: formatPoints(threshold, language),
            })}
          </p>
        )}
      </div>
    );
  } else if (recipients !== undefined) {
    result = (
      <p className="text-sm text-ink-600" role="status">
        {t('recipients.stale')}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-2 rounded-2xl bg-ink-50 p-4 desktop:col-span-2">
      <p className="text-sm text-ink-600">{t('recipients.hint')}</p>
      <Button
        variant="secondary"
        className="self-start"
        disabled={count.isPending}
        data-testid="broadcast-count"
        onClick={() => {
          setCountedSegment(current);
          count.mutate(segmentInputOf(segment));
        }}
      >
        {count.isPending ? t('recipients.counting') : t('recipients.count')}
      </Button>
      {result}
      {count.isError ? <Notice testId="broadcast-count-error">{failure}</Notice> : null}
    </div>
  );
}
