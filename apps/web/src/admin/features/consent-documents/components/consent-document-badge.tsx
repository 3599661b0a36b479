import type { AdminConsentDocument } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';

const STANDINGS = {
  inForce: 'bg-emerald-100 text-emerald-900',
  scheduled: 'bg-sky-100 text-sky-900',
  earlier: 'bg-ink-100 text-ink-600',
} as const;

/** Where a version stands: the one members are asked to accept, one waiting for its date, or an earlier one. */
export function ConsentDocumentBadge({ document }: { document: AdminConsentDocument }) {
  const { t } = useTranslation('admin-consent');
  const standing = document.in_force ? 'inForce' : document.scheduled ? 'scheduled' : 'earlier';
  return (
    <span
      className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold whitespace-nowrap ${STANDINGS[standing]}`}
      data-testid="consent-document-standing"
    >
      {t(`standings.${standing}`)}
    </span>
  );
}
