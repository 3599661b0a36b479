import { useTranslation } from 'react-i18next';
import { RotatingCode, type RotatingCodeText } from '@/components/rotating-code/rotating-code';
import { Card } from '@/components/ui/card';
import { useCounterCode } from '../api/get-counter-code';

/**
 * The card's rotating counter code (DESIGN §12, decision 014) under its heading: QR, Code 128, text and
 * countdown of this minute's code, renewed when it runs out, with the screen kept awake (RotatingCode).
 */
export function CounterCodePanel({ cardId }: { cardId: number }) {
  const { t } = useTranslation('cards');
  const counter = useCounterCode(cardId);
  const text: RotatingCodeText = {
    label: t('code.label'),
    loading: t('code.loading'),
    loadError: t('code.loadError'),
    countdownLabel: t('code.countdownLabel'),
    hint: t('code.hint'),
    qrLabel: (code) => t('code.qrLabel', { code }),
    barcodeLabel: (code) => t('code.barcodeLabel', { code }),
    nextIn: (seconds) => t('code.nextIn', { seconds }),
  };

  return (
    <Card
      as="section"
      isOutlined
      className="flex flex-col items-center gap-4 text-center"
      aria-labelledby="counter-code-title"
      data-testid="counter-code"
    >
      <h2 id="counter-code-title" className="text-lg font-bold text-ink-900">
        {t('code.title')}
      </h2>
      <RotatingCode query={counter} text={text} testIdPrefix="counter" />
    </Card>
  );
}
