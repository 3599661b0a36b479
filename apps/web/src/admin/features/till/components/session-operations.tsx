import { useTranslation } from 'react-i18next';
import { cardClasses } from '@/components/ui/card-classes';
import { Table, TableCell, TableRow } from '@/components/ui/table';
import { formatBahtAndSatang, formatPoints } from '@/lib/format';
import { formatTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import type { TillOperation } from '../api/till';

/** What an operation did, its amount in THB, and the points it moved (signed). */
function summaryOf(operation: TillOperation, t: ReturnType<typeof useTranslation<'admin-till'>>['t']) {
  switch (operation.kind) {
    case 'sale':
      return {
        what: t('operations.sale', { receipt: operation.input.receipt_no, id: operation.result.transaction_id }),
        amount: Number(operation.input.amount),
        points: operation.result.points_earned,
      };
    case 'refund':
      return {
        what: t('operations.refund', { refund: operation.input.refund_no, id: operation.transactionId }),
        amount: -Number(operation.input.amount),
        points: -operation.result.points_reversed,
      };
    case 'payment':
      return {
        what: t('operations.payment', { reference: operation.input.reference }),
        amount: operation.result.thb_value,
        points: -operation.result.points_spent,
      };
  }
}

/** The sales, refunds and payments made at this till since the console opened, newest first. */
export function SessionOperations({ operations }: { operations: TillOperation[] }) {
  const { t } = useTranslation('admin-till');
  const language = currentLanguage();
  return (
    <section
      aria-labelledby="till-session-title"
      className={cardClasses({ radius: 'md', padding: 'lg' }, 'flex flex-col gap-3')}
    >
      <h2 id="till-session-title" className="text-lg font-semibold text-ink-900">
        {t('operations.title')}
      </h2>
      {operations.length === 0 ? (
        <p className="text-ink-600">{t('operations.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <Table
            caption={t('operations.title')}
            density="compact"
            className="text-sm"
            testId="till-operations"
            columns={[
              { key: 'when', label: t('operations.when') },
              { key: 'what', label: t('operations.what') },
              { key: 'member', label: t('operations.member') },
              { key: 'amount', label: t('operations.amount'), isNumeric: true },
              { key: 'points', label: t('operations.points'), isNumeric: true },
            ]}
          >
            {operations.map((operation) => {
              const { what, amount, points } = summaryOf(operation, t);
              return (
                <TableRow key={`${operation.kind}-${operation.at}`}>
                  <TableCell>{formatTime(new Date(operation.at).toISOString(), language)}</TableCell>
                  <TableCell isHeader>{what}</TableCell>
                  <TableCell>{operation.customer.display_name}</TableCell>
                  <TableCell isNumeric>{formatBahtAndSatang(amount, language)}</TableCell>
                  <TableCell isNumeric>{`${points > 0 ? '+' : ''}${formatPoints(points, language)}`}</TableCell>
                </TableRow>
              );
            })}
          </Table>
        </div>
      )}
    </section>
  );
}
