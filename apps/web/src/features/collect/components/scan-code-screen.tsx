import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { type LineScanner, lineScanner } from '../lib/line-scan';
import { codeFromScan } from '../lib/scanned-code';
import { type CollectedCode, useCodeFlow } from '../lib/use-code-flow';
import { CodeEntryForm } from './code-entry-form';
import { CodeFlowPanel } from './code-flow-panel';
import { QrScanIcon } from './collect-icons';

/** The camera and QR decoder load only when this screen needs them (DESIGN §10 budget). */
const CameraScanner = lazy(() => import('./camera-scanner'));

/** Which scanner this browser gets: LINE's own inside LINE, else the camera; unknown until LIFF answers. */
type ScannerChoice = { kind: 'deciding' } | { kind: 'line'; scan: LineScanner } | { kind: 'camera' };

function useScannerChoice(): ScannerChoice {
  const [choice, setChoice] = useState<ScannerChoice>({ kind: 'deciding' });
  useEffect(() => {
    let isCurrent = true;
    void lineScanner().then((scan) => {
      if (isCurrent) setChoice(scan ? { kind: 'line', scan } : { kind: 'camera' });
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return choice;
}

/**
 * scancode: a QR read by LINE's scanner or the camera, or a code typed by hand (always offered, for
 * when there is no camera or the member refuses it). Then the same preview and collect as promo-code.
 */
export function ScanCodeScreen({ onCollected }: { onCollected: (result: CollectedCode) => void }) {
  const { t } = useTranslation('collect');
  const flow = useCodeFlow({ onCollected });
  const choice = useScannerChoice();
  const [hasNoCode, setHasNoCode] = useState(false);
  const isChecking = flow.stage.kind === 'checking';

  const onScanned = (raw: string | null) => {
    if (raw === null) return;
    const code = codeFromScan(raw);
    setHasNoCode(code === null);
    if (code) void flow.check(code);
  };

  const scanWithLine = async (scan: LineScanner) => {
    try {
      onScanned(await scan());
    } catch {
      // LINE's scanner closed without a reading (cancelled or refused): the member can try again or type.
      onScanned(null);
    }
  };

  return (
    <CodeFlowPanel
      flow={flow}
      entry={
        <div className="grid gap-5 desktop:grid-cols-2">
          <Card aria-labelledby="scan-heading" as="section" padding="lg" isOutlined className="flex flex-col gap-4">
            <h2 id="scan-heading" className="text-lg font-bold text-ink-900">
              {t('scan.heading')}
            </h2>
            {hasNoCode ? <Notice testId="scan-no-code">{t('scan.noCode')}</Notice> : null}
            {choice.kind === 'line' ? (
              <div className="flex flex-col items-center gap-4 py-4 text-center">
                <QrScanIcon className="size-16 text-brand-600" />
                <p className="text-ink-700">{t('scan.lineIntro')}</p>
                <Button onClick={() => void scanWithLine(choice.scan)} disabled={isChecking} data-testid="scan-line">
                  {t('scan.lineOpen')}
                </Button>
              </div>
            ) : null}
            {choice.kind === 'camera' ? (
              <Suspense fallback={<p className="text-ink-600">{t('scan.state.starting')}</p>}>
                <CameraScanner onDetected={onScanned} />
              </Suspense>
            ) : null}
          </Card>
          <Card aria-labelledby="manual-heading" as="section" padding="lg" isOutlined className="flex flex-col gap-4">
            <h2 id="manual-heading" className="text-lg font-bold text-ink-900">
              {t('scan.manualHeading')}
            </h2>
            <p className="text-ink-600">{t('scan.manualIntro')}</p>
            <CodeEntryForm
              isBusy={isChecking}
              onSubmit={(code) => {
                setHasNoCode(false);
                void flow.check(code);
              }}
              testId="manual-form"
              label={t('scan.manualLabel')}
            />
          </Card>
        </div>
      }
    />
  );
}
