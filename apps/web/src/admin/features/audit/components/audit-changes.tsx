import type { AuditEntry } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { changesOf, shownValue } from './audit-diff';

/** The before / after of one audit row, field by field, behind a disclosure so the list stays scannable. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const changes = changesOf(entry.before, entry.after);
  const cell = (value: unknown, tone: string) => {
    const text = shownValue(value);
    return (
      <td className={`px-2 py-1 font-mono text-xs break-all ${tone}`}>{text === null ? t('audit.none') : text}</td>
    );
  };
  return (
    <details className="max-w-xl" data-testid={`audit-changes-${entry.id}`}>
      <summary className="min-h-9 cursor-pointer font-semibold text-brand-700">{t('audit.showChanges')}</summary>
      {changes.length === 0 ? (
        <p className="mt-2 text-ink-600">{t('audit.noChanges')}</p>
      ) : (
        <table className="mt-2 w-full border-collapse text-left">
          <thead>
            <tr className="text-xs text-ink-600">
              <th scope="col" className="px-2 py-1">
                {t('audit.field')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('audit.before')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('audit.after')}
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.field} className="border-t border-ink-100">
                <th scope="row" className="px-2 py-1 font-mono text-xs font-semibold">
                  {change.field || entry.entity}
                </th>
                {cell(change.before, 'bg-brand-50 text-brand-900')}
                {cell(change.after, 'bg-emerald-50 text-emerald-900')}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  );
}
