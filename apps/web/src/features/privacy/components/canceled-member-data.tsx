import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { ExportSection } from './export-section';

/**
 * What a canceled member can still do about their data (DESIGN §16): the programme erases it by itself
 * `deletion_grace_days` after the cancellation (the privacy sweep), so no deletion form is needed, but
 * the right to a copy holds until then. `graceDays` is the programme's rule, once read.
 */
export function CanceledMemberData({ graceDays }: { graceDays: number | undefined }) {
  const { t } = useTranslation('privacy');
  return (
    <div className="flex flex-col gap-5" data-testid="canceled-member-data">
      <Card as="section" className="flex flex-col gap-2" aria-labelledby="canceled-member-data-title">
        <h2 id="canceled-member-data-title" className="text-xl font-bold text-ink-900">
          {t('canceled.title')}
        </h2>
        <p className="text-ink-700">
          {graceDays === undefined ? t('canceled.erasureSoon') : t('canceled.erasure', { count: graceDays })}
        </p>
      </Card>
      <ExportSection />
    </div>
  );
}
