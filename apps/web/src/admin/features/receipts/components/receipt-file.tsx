import { type AdminReceipt, getReceiptFile } from '@loyalty/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CsvExportButton } from '../../../components/data-table/csv-export-button';
import { useReceiptView } from '../api/receipts';

export const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3] as const;
export const DEFAULT_ZOOM_INDEX = 2;

export interface FileView {
  zoomIndex: number;
  /** Quarter turns clockwise, 0–3. */
  turns: number;
}

/** An object URL for a blob while it is shown, released when it is not. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => {
      URL.revokeObjectURL(next);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/**
 * The receipt's file (image or PDF) fetched with the operator's token, with zoom and rotation. A HEIC
 * photo shows as its JPEG copy, with its original offered for download.
 */
export function ReceiptFile({
  receipt,
  view,
  onZoom,
  onRotate,
}: {
  receipt: AdminReceipt;
  view: FileView;
  onZoom: (step: 1 | -1) => void;
  onRotate: (step: 1 | -1) => void;
}) {
  const { t } = useTranslation('admin-receipts');
  const file = useReceiptView(receipt);
  const url = useObjectUrl(file.data?.blob);
  const zoom = ZOOM_STEPS[view.zoomIndex] ?? 1;
  const isPdf = receipt.content_type === 'application/pdf';
  const isHeic = receipt.content_type === 'image/heic';
  const transform = `rotate(${view.turns * 90}deg) scale(${zoom})`;

  let content = (
    <p role="status" className="p-6 text-ink-600">
      {t(receipt.view_url === null ? 'viewPending' : 'fileLoading')}
    </p>
  );
  if (file.isError) {
    content = <LoadError title={t('fileError')} error={file.error} onRetry={() => void file.refetch()} />;
  } else if (url && isPdf) {
    content = (
      <object
        data={url}
        type="application/pdf"
        aria-label={t('fileLabel', { id: receipt.id })}
        className="h-[70vh] w-full origin-center transition-transform"
        style={{ transform }}
        data-testid="receipt-pdf"
      >
        <a href={url} download={`receipt-${receipt.id}.pdf`} className="font-semibold text-brand-700 underline">
          {t('openPdf')}
        </a>
      </object>
    );
  } else if (url) {
    content = (
      <img
        src={url}
        alt={t('fileLabel', { id: receipt.id })}
        className="max-w-full origin-center transition-transform"
        style={{ transform }}
        data-testid="receipt-image"
      />
    );
  }

  return (
    <Card aria-label={t('fileSection')} as="section" radius="md" padding="sm" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={() => onZoom(-1)} disabled={view.zoomIndex === 0}>
          {t('zoomOut')}
        </Button>
        <span className="min-w-14 text-center font-mono text-ink-700" data-testid="receipt-zoom">
          {Math.round(zoom * 100)}%
        </span>
        <Button variant="secondary" onClick={() => onZoom(1)} disabled={view.zoomIndex === ZOOM_STEPS.length - 1}>
          {t('zoomIn')}
        </Button>
        <Button variant="ghost" onClick={() => onRotate(-1)}>
          {t('rotateLeft')}
        </Button>
        <Button variant="ghost" onClick={() => onRotate(1)}>
          {t('rotateRight')}
        </Button>
        {isHeic ? (
          <CsvExportButton
            call={getReceiptFile}
            params={{ id: String(receipt.id) }}
            input={{}}
            fileName={`receipt-${receipt.id}.heic`}
            label={t('downloadOriginal')}
            testId="receipt-original"
          />
        ) : null}
      </div>
      <div className="flex min-h-[60vh] items-center justify-center overflow-auto rounded-xl bg-ink-100 p-4">
        {content}
      </div>
    </Card>
  );
}
