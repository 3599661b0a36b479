import { type AuditEntry, listAudit, programmeRulesInput } from '@loyalty/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Card } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-time';
import { currentLanguage } from '@/lib/i18n';
import { adminListQuery } from '../../../lib/admin-list';
import { changesOf, RuleChanges } from './rules-changes';

/** The latest changes the history shows; older ones are in the audit trail. */
const HISTORY_LIMIT = 10;

/** Audit rows keep the rules before and after; a row of an older version may lack later rules. */
const storedRules = programmeRulesInput.partial();
const rulesIn = (value: unknown) => storedRules.safeParse(value).data ?? {};

function HistoryEntry({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin-rules');
  const { t: tAdmin } = useTranslation('admin');
  const changes = changesOf(rulesIn(entry.before), rulesIn(entry.after));
  return (
    <li className="flex flex-col gap-2 border-t border-ink-100 pt-3 first:border-t-0 first:pt-0">
      <p className="text-sm text-ink-600">
        {t('history.by', {
          at: formatDateTime(entry.at, currentLanguage()),
          who: entry.operator?.name ?? tAdmin('audit.cli'),
        })}
      </p>
      {changes.length > 0 ? <RuleChanges changes={changes} /> : <p className="text-ink-600">{t('history.same')}</p>}
    </li>
  );
}

/** Who changed which rules when (DESIGN §11 "rules keep their history"), from the audit trail, newest first. */
export function RulesHistory() {
  const { t } = useTranslation('admin-rules');
  const history = useQuery(adminListQuery(listAudit, { action: 'rules.update', limit: HISTORY_LIMIT }));
  return (
    <Card as="section" aria-labelledby="rules-history-title" radius="md" padding="lg" className="flex flex-col gap-4">
      <h2 id="rules-history-title" className="text-lg font-semibold text-ink-900">
        {t('history.title')}
      </h2>
      {history.data ? (
        history.data.items.length > 0 ? (
          <ol className="flex flex-col gap-3" data-testid="rules-history">
            {history.data.items.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        ) : (
          <p className="text-ink-600">{t('history.empty')}</p>
        )
      ) : history.isError ? (
        <LoadError title={t('history.loadError')} error={history.error} onRetry={() => void history.refetch()} />
      ) : (
        <p role="status" className="text-ink-600">
          {t('history.loading')}
        </p>
      )}
    </Card>
  );
}
