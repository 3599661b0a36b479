import type { AuditEntry } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { Table, TableCell, TableRow } from '@/components/ui/table';
import { changesOf, shownValue } from './audit-diff';

/** The before / after of one audit row, field by field, behind a disclosure so the list stays scannable. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const changes = changesOf(entry.before, entry.after);
  const cell = (value: unknown, tone: string) => {
    const text = shownValue(value);
    return (
      <TableCell className={`font-mono text-xs break-all ${tone}`}>{text === null ? t('audit.none') : text}</TableCell>
    );
  };
  return (
    <details className="max-w-xl" data-testid={`audit-changes-${entry.id}`}>
      <summary className="min-h-9 cursor-pointer font-semibold text-brand-700">{t('audit.showChanges')}</summary>
      {changes.length === 0 ? (
        <p className="mt-2 text-ink-600">{t('audit.noChanges')}</p>
      ) : (
        <Table
          columns={[
            { key: 'field', label: t('audit.field') },
            { key: 'before', label: t('audit.before') },
            { key: 'after', label: t('audit.after') },
          ]}
          density="compact"
          className="mt-2 [&_td]:pl-2 [&_th]:pl-2 [&_thead]:text-xs"
        >
          {changes.map((change) => (
            <TableRow key={change.field}>
              <TableCell isHeader className="font-mono text-xs font-semibold">
                {change.field || entry.entity}
              </TableCell>
              {cell(change.before, 'bg-brand-50 text-brand-900')}
              {cell(change.after, 'bg-emerald-50 text-emerald-900')}
            </TableRow>
          ))}
        </Table>
      )}
    </details>
  );
}
