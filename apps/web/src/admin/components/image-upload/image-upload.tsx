import {
  type defineImageUploadCall,
  fieldError,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MEDIA_TYPES,
  type ImageDescriptor,
} from '@loyalty/contracts';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-message';
import { envelopeFieldErrors, errorTextOf, fromEnvelope } from '@/lib/forms/field-errors';
import { currentLanguage } from '@/lib/i18n';
import { uploadAdmin } from '../../lib/admin-api';
import { FilePicker } from '../file-picker/file-picker';

type ImageUploadCall = ReturnType<typeof defineImageUploadCall>;

/** Why a chosen file is not sent: checked here so nobody waits for a refusal; the server checks again, by content. */
type FileProblem = 'type' | 'size';

export function fileProblemOf(file: File): FileProblem | null {
  if (!(IMAGE_UPLOAD_MEDIA_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return 'size';
  return null;
}

function isCancel(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

interface ImageUploadProps {
  /** The area's `defineImageUploadCall` contract (`POST /<entities>/{id}/image`). */
  call: ImageUploadCall;
  /** The record whose image this is. */
  id: number;
  /** What the image is, as the field's legend ("Privilege picture"). */
  label: string;
  /** The record's image now, shown until another is chosen. */
  currentUrl?: string | null;
  /** The stored image, for the screen to refresh what shows it. */
  onUploaded?: (image: ImageDescriptor) => void;
}

/**
 * The back-office image field (DESIGN §11: image upload with preview and progress): choose a file, see
 * it before sending, send it with the upload's true progress (XMLHttpRequest), cancel on the way, read a
 * refusal in the console's language, then see the picture as stored.
 */
export function ImageUpload({ call, id, label, currentUrl = null, onUploaded }: ImageUploadProps) {
  const { t } = useTranslation('admin');
  const progressId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);
  const [progress, setProgress] = useState(0);
  const cancelRef = useRef<AbortController | null>(null);

  // A local preview holds the file in memory until its object URL is revoked.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  // Leaving the screen mid-upload stops sending the file.
  useEffect(() => () => cancelRef.current?.abort(), []);

  const upload = useMutation({
    mutationFn: (chosen: File) => {
      const controller = new AbortController();
      cancelRef.current = controller;
      setProgress(0);
      return uploadAdmin(call, { params: { id }, file: chosen, onProgress: setProgress, signal: controller.signal });
    },
    onSuccess: (image) => {
      setFile(null);
      setPreview(null);
      onUploaded?.(image);
    },
  });
  const failureText = useErrorText(upload.error);
  const fileError = envelopeFieldErrors(upload.error)[0];
  const wasCancelled = upload.isError && isCancel(upload.error);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    upload.reset();
    const found = fileProblemOf(chosen);
    setProblem(found);
    setFile(found ? null : chosen);
    setPreview(found ? null : URL.createObjectURL(chosen));
  };

  const language = currentLanguage();
  const problemText =
    problem === 'type'
      ? errorTextOf(fromEnvelope(fieldError('file', 'imageFile')), language)
      : problem === 'size'
        ? t('imageUpload.tooLarge', { megabytes: IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024) })
        : null;
  const refusalText = fileError ? errorTextOf(fromEnvelope(fileError), language) : failureText;
  const stored = upload.data;
  const shownUrl = preview ?? stored?.url ?? currentUrl;

  return (
    <fieldset className="@container min-w-0 rounded-2xl p-4 ring-1 ring-ink-100" data-testid="image-upload">
      <legend className="px-1 text-sm font-semibold text-ink-800">{label}</legend>
      {/* Side by side only where the field itself is wide enough: forms put it in one column or in two. */}
      <div className="flex flex-col gap-4 @lg:flex-row @lg:items-start">
        <div className="grid aspect-[4/3] w-full max-w-56 shrink-0 place-items-center overflow-hidden rounded-xl bg-ink-50">
          {shownUrl ? (
            <img
              src={shownUrl}
              {...(!preview && stored ? { srcSet: stored.srcset, sizes: '240px' } : {})}
              alt={preview ? t('imageUpload.previewAlt') : t('imageUpload.currentAlt')}
              className="size-full object-contain"
              data-testid={preview ? 'image-upload-preview' : 'image-upload-current'}
            />
          ) : (
            <span className="p-4 text-center text-sm text-ink-600">{t('imageUpload.none')}</span>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-3">
          <FilePicker
            label={t('imageUpload.choose')}
            hint={t('imageUpload.hint', { megabytes: IMAGE_UPLOAD_MAX_BYTES / (1024 * 1024) })}
            accept={IMAGE_UPLOAD_MEDIA_TYPES.join(',')}
            disabled={upload.isPending}
            onChange={onChoose}
            testId="image-upload-input"
          />
          {upload.isPending ? (
            <div className="flex flex-col gap-2">
              <label htmlFor={progressId} className="text-sm font-semibold text-ink-800">
                {t('imageUpload.uploading', { percent: Math.round(progress * 100) })}
              </label>
              <progress
                id={progressId}
                max={1}
                value={progress}
                className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
                data-testid="image-upload-progress"
              />
              <Button variant="ghost" onClick={() => cancelRef.current?.abort()} data-testid="image-upload-cancel">
                {t('imageUpload.cancel')}
              </Button>
            </div>
          ) : file ? (
            <Button onClick={() => upload.mutate(file)} data-testid="image-upload-send">
              {t('imageUpload.send')}
            </Button>
          ) : null}
          {problemText ? (
            <p role="alert" className="text-sm text-brand-700" data-testid="image-upload-problem">
              {problemText}
            </p>
          ) : null}
          {upload.isError && !wasCancelled ? (
            <p role="alert" className="text-sm text-brand-700" data-testid="image-upload-error">
              {t('imageUpload.failed')} {refusalText}
            </p>
          ) : null}
          {wasCancelled ? (
            <p role="status" className="text-sm text-ink-700" data-testid="image-upload-cancelled">
              {t('imageUpload.cancelled')}
            </p>
          ) : null}
          {upload.isSuccess && stored ? (
            <p role="status" className="text-sm text-ink-700" data-testid="image-upload-done">
              {t('imageUpload.done', { width: stored.width, height: stored.height })}
            </p>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
