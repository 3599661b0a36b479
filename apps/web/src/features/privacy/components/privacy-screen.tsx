import { useTranslation } from 'react-i18next';
import { ExportSection } from './export-section';

/**
 * privacy (DESIGN §16): the member's PDPA rights, one section each, so the erasure of their data joins
 * the copy of it as a section of its own.
 */
export function PrivacyScreen() {
  const { t } = useTranslation('privacy');
  return (
    <div className="flex flex-col gap-5">
      <p className="text-ink-700">{t('intro')}</p>
      <ExportSection />
    </div>
  );
}
