import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { Table, TableCell, TableRow } from '@/components/ui/table';
import { formatPoints } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { useWriteMessage, WriteMessage } from '../../../components/write-message/write-message';
import { useSignedInOperator } from '../../../lib/signed-in-operator';
import { useMemberPendingAdjustments, useWithdrawAdjustment } from '../api/members';

const pageLinkClasses = 'min-h-9 font-semibold text-brand-700 underline underline-offset-2';

/**
 * The member's adjustments waiting for an admin (issue 35), with their category; the operator who made
 * one may withdraw it here, and the page says what changed.
 */
export function MemberPendingAdjustments({ memberId }: { memberId: string }) {
  const { t } = useTranslation(['admin-members', 'admin-adjustments']);
  const language = currentLanguage();
  const [page, setPage] = useState(1);
  const pending = useMemberPendingAdjustments(memberId, page);
  const withdraw = useWithdrawAdjustment(memberId);
  const me = useSignedInOperator();
  const { message, show } = useWriteMessage();
  const items = pending.data?.items ?? [];

  return (
    <Card as="section" radius="md" padding="lg" className="flex flex-col gap-3" aria-labelledby="member-pending-title">
      <h2 id="member-pending-title" className="text-lg font-semibold text-ink-900">
        {t('pending.title')}
      </h2>
      <WriteMessage message={message} />
      {items.length === 0 ? (
        <p className="text-ink-600" data-testid="pending-empty">
          {t('pending.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto">
          <Table
            caption={t('pending.title')}
            columns={[
              { key: 'points', label: t('admin-adjustments:points'), isNumeric: true },
              { key: 'reason', label: t('admin-adjustments:reason') },
              { key: 'category', label: t('admin-adjustments:category') },
              { key: 'madeBy', label: t('admin-adjustments:madeBy') },
              { key: 'actions', label: t('admin-adjustments:actions') },
            ]}
            testId="member-pending-adjustments"
            className="text-sm"
          >
            {items.map((adjustment) => (
              <TableRow key={adjustment.id}>
                <TableCell isNumeric>{formatPoints(adjustment.points, language)}</TableCell>
                <TableCell>{language === 'th' ? adjustment.reason_th : adjustment.reason}</TableCell>
                <TableCell>{t(`admin-adjustments:categories.${adjustment.reason_category}`)}</TableCell>
                <TableCell>
                  {adjustment.made_by === me.id ? t('admin-adjustments:you') : adjustment.made_by_name}
                </TableCell>
                <TableCell>
                  {adjustment.made_by === me.id ? (
                    <button
                      type="button"
                      className="font-semibold text-brand-700 underline underline-offset-2"
                      disabled={withdraw.isPending}
                      onClick={async () => {
                        await withdraw.mutateAsync(adjustment.id);
                        show({ text: t('pending.withdrawn', { id: adjustment.id }) });
                      }}
                    >
                      {t('pending.withdraw')}
                    </button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </Table>
        </div>
      )}
      <div className="flex gap-4">
        {page > 1 ? (
          <button type="button" className={pageLinkClasses} onClick={() => setPage(page - 1)}>
            {t('pending.previous')}
          </button>
        ) : null}
        {pending.data && !pending.data.end_page ? (
          <button type="button" className={pageLinkClasses} onClick={() => setPage(page + 1)}>
            {t('pending.next')}
          </button>
        ) : null}
      </div>
    </Card>
  );
}
