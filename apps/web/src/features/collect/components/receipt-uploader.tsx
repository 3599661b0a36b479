import { RECEIPT_FIELD } from '@loyalty/contracts';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CameraIcon, CheckIcon } from '@/components/ui/content-icons';
import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-message';
import { envelopeFieldErrors, errorTextOf, fromEnvelope } from '@/lib/forms/field-errors';
import { currentLanguage } from '@/lib/i18n';
import { useScreenSize } from '@/lib/screen-size';
import { uploadReceipt } from '../api/receipts';
import {
  fileSizeLabel,
  isPreviewableImage,
  megabytesOf,
  RECEIPT_ACCEPT,
  type ReceiptProblem,
  receiptProblem,
} from '../lib/receipt-check';
import { FileIcon, UploadIcon } from './collect-icons';

interface Chosen {
  file: File;
  /** An object URL for images the browser can draw; PDFs and HEIC photos show as a file card. */
  thumbnail: string | null;
  /** One key per chosen file: sending it again after a lost answer stores one receipt (DESIGN §5). */
  idempotencyKey: string;
}

type Stage =
  | { kind: 'idle' }
  | ({ kind: 'chosen' } & Chosen)
  | ({ kind: 'uploading'; progress: number } & Chosen)
  | { kind: 'uploaded' };

/**
 * Choose or photograph a receipt, check it here (type, size) so nobody waits for a refused upload,
 * see it, then send it with a progress bar. The server checks again, by content.
 */
interface ReceiptUploaderProps {
  isQuotaLeft: boolean;
  /** The server's size limit (CheckDocumentQuota), so the check here matches the one there. */
  maxBytes: number;
  onUploaded: () => void;
}

export function ReceiptUploader({ isQuotaLeft, maxBytes, onUploaded }: ReceiptUploaderProps) {
  const { t, i18n } = useTranslation('collect');
  const isPhoneOrTablet = useScreenSize() !== 'desktop';
  const cameraRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [problem, setProblem] = useState<ReceiptProblem | null>(null);
  const [error, setError] = useState<unknown>(null);
  const codeText = useErrorText(error);
  // The server's words about the file itself (a photo it could not read) say more than the code's.
  const fileError = envelopeFieldErrors(error).find((fieldError) => fieldError.field === RECEIPT_FIELD);
  const errorText = fileError ? errorTextOf(fromEnvelope(fileError), currentLanguage()) : codeText;
  const thumbnail = stage.kind === 'chosen' || stage.kind === 'uploading' ? stage.thumbnail : null;

  // A thumbnail holds the file in memory until its object URL is revoked.
  useEffect(() => (thumbnail ? () => URL.revokeObjectURL(thumbnail) : undefined), [thumbnail]);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const found = receiptProblem(file, maxBytes);
    setProblem(found);
    if (found) return;
    setStage({
      kind: 'chosen',
      file,
      thumbnail: isPreviewableImage(file) ? URL.createObjectURL(file) : null,
      idempotencyKey: crypto.randomUUID(),
    });
  };

  const onUpload = async () => {
    if (stage.kind !== 'chosen') return;
    const chosen: Chosen = { file: stage.file, thumbnail: stage.thumbnail, idempotencyKey: stage.idempotencyKey };
    setError(null);
    setStage({ kind: 'uploading', progress: 0, ...chosen });
    try {
      await uploadReceipt(chosen.file, chosen.idempotencyKey, (progress) =>
        setStage((current) => (current.kind === 'uploading' ? { ...current, progress } : current)),
      );
      setStage({ kind: 'uploaded' });
      onUploaded();
    } catch (failure) {
      setError(failure);
      setStage({ kind: 'chosen', ...chosen });
    }
  };

  const pickers = (
    <div className="flex flex-col gap-3 tablet:flex-row">
      {isPhoneOrTablet ? (
        <Button onClick={() => cameraRef.current?.click()} disabled={!isQuotaLeft} data-testid="receipt-take-photo">
          <CameraIcon className="size-5" />
          {t('receipt.takePhoto')}
        </Button>
      ) : null}
      <Button
        variant={isPhoneOrTablet ? 'secondary' : 'primary'}
        onClick={() => fileRef.current?.click()}
        disabled={!isQuotaLeft}
        data-testid="receipt-choose-file"
      >
        <UploadIcon className="size-5" />
        {t('receipt.chooseFile')}
      </Button>
    </div>
  );

  return (
    <Card
      aria-labelledby="receipt-upload-heading"
      as="section"
      padding="lg"
      isOutlined
      className="flex flex-col gap-4"
      data-testid="receipt-uploader"
    >
      <h2 id="receipt-upload-heading" className="text-lg font-bold text-ink-900">
        {t('receipt.uploadHeading')}
      </h2>
      {/* The buttons are the controls members reach; these inputs only open the camera or the file picker. */}
      <input
        ref={cameraRef}
        type="file"
        accept={RECEIPT_ACCEPT}
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('receipt.takePhoto')}
        onChange={onChoose}
        data-testid="receipt-camera-input"
      />
      <input
        ref={fileRef}
        type="file"
        accept={RECEIPT_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={t('receipt.chooseFile')}
        onChange={onChoose}
        data-testid="receipt-file-input"
      />
      {problem ? (
        <Notice testId="receipt-problem">{t(`receipt.problem.${problem}`, { max: megabytesOf(maxBytes) })}</Notice>
      ) : null}
      {error ? <Notice testId="receipt-error">{errorText}</Notice> : null}
      {stage.kind === 'uploaded' ? (
        <div role="status" className="flex items-start gap-3 rounded-2xl bg-emerald-50 p-4 text-emerald-800">
          <CheckIcon className="mt-0.5 size-6 shrink-0" />
          <p data-testid="receipt-uploaded">
            <span className="block font-bold">{t('receipt.uploadedTitle')}</span>
            {t('receipt.uploadedBody')}
          </p>
        </div>
      ) : null}
      {stage.kind === 'chosen' || stage.kind === 'uploading' ? (
        <div className="flex flex-col gap-4 tablet:flex-row tablet:items-center">
          {stage.thumbnail ? (
            <img
              src={stage.thumbnail}
              alt={t('receipt.previewAlt')}
              className="aspect-[3/4] w-full max-w-48 self-center rounded-2xl object-cover ring-1 ring-ink-100"
              data-testid="receipt-preview"
            />
          ) : (
            <div
              className="flex items-center gap-3 rounded-2xl bg-ink-50 p-4 ring-1 ring-ink-100"
              data-testid="receipt-file-card"
            >
              <FileIcon className="size-10 shrink-0 text-brand-600" />
              <span className="min-w-0">
                <span className="block truncate font-semibold text-ink-900">{stage.file.name}</span>
                <span className="text-sm text-ink-600">{fileSizeLabel(stage.file.size, i18n.language)}</span>
              </span>
            </div>
          )}
          <div className="flex flex-1 flex-col gap-3">
            {stage.kind === 'uploading' ? (
              <div className="flex flex-col gap-1">
                <label htmlFor={progressId} className="text-sm font-semibold text-ink-800">
                  {t('receipt.uploading', { percent: Math.round(stage.progress * 100) })}
                </label>
                <progress
                  id={progressId}
                  max={1}
                  value={stage.progress}
                  className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
                  data-testid="receipt-progress"
                />
              </div>
            ) : (
              <div className="flex flex-col gap-3 tablet:flex-row">
                <Button onClick={() => void onUpload()} disabled={!isQuotaLeft} data-testid="receipt-upload">
                  {t('receipt.send')}
                </Button>
                <Button variant="ghost" onClick={() => setStage({ kind: 'idle' })} data-testid="receipt-cancel">
                  {t('receipt.cancel')}
                </Button>
              </div>
            )}
          </div>
        </div>
      ) : (
        pickers
      )}
    </Card>
  );
}
