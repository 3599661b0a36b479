import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { useErrorText } from '@/lib/error-message';
import { profileKeys } from '../api/keys';
import { updateProfilePicture } from '../api/update-profile-picture';
import { PICTURE_MAX_MB, PICTURE_TYPES, type PictureProblem, pictureProblem } from '../lib/picture-check';

type Stage =
  | { kind: 'idle' }
  | { kind: 'chosen'; file: File; preview: string }
  | { kind: 'uploading'; file: File; preview: string; progress: number }
  | { kind: 'saved' };

/**
 * The profile picture: choose a file, see it before sending, then upload with progress. The type and
 * size are checked here first so a member does not wait for an upload the server would refuse.
 */
export function ProfilePicture({ pictureUrl }: { pictureUrl: string | null }) {
  const { t } = useTranslation('profile');
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [problem, setProblem] = useState<PictureProblem | null>(null);
  const [error, setError] = useState<unknown>(null);
  const errorText = useErrorText(error);
  const preview = stage.kind === 'chosen' || stage.kind === 'uploading' ? stage.preview : null;

  // A preview holds the file in memory until its object URL is revoked.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setError(null);
    const found = pictureProblem(file);
    setProblem(found);
    if (found) return;
    setStage({ kind: 'chosen', file, preview: URL.createObjectURL(file) });
  };

  const onSave = async () => {
    if (stage.kind !== 'chosen') return;
    const { file, preview: chosenPreview } = stage;
    setError(null);
    setStage({ kind: 'uploading', file, preview: chosenPreview, progress: 0 });
    try {
      await updateProfilePicture(file, (progress) =>
        setStage((current) => (current.kind === 'uploading' ? { ...current, progress } : current)),
      );
      await queryClient.invalidateQueries({ queryKey: profileKeys.customerInfo() });
      setStage({ kind: 'saved' });
    } catch (failure) {
      setError(failure);
      setStage({ kind: 'chosen', file, preview: chosenPreview });
    }
  };

  return (
    <Card
      aria-labelledby={`${inputId}-heading`}
      as="section"
      padding="lg"
      className="flex flex-col gap-4 tablet:flex-row tablet:items-center"
      data-testid="profile-picture"
    >
      <h2 id={`${inputId}-heading`} className="sr-only">
        {t('picture.heading')}
      </h2>
      <div className="relative mx-auto size-24 shrink-0 tablet:mx-0">
        {preview ? (
          <img
            src={preview}
            alt={t('picture.previewAlt')}
            width={96}
            height={96}
            className="size-24 rounded-full object-cover ring-2 ring-brand-200"
            data-testid="picture-preview"
          />
        ) : (
          <Avatar src={pictureUrl} size={96} />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col items-center gap-3 text-center tablet:items-start tablet:text-left">
        <p className="text-sm text-ink-600">{t('picture.rules', { max: PICTURE_MAX_MB })}</p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={PICTURE_TYPES.join(',')}
          className="sr-only"
          // The button below is the control members reach; the input only opens the file picker.
          tabIndex={-1}
          aria-label={t('picture.choose')}
          onChange={onChoose}
          data-testid="picture-input"
        />
        {stage.kind === 'uploading' ? (
          <div className="flex w-full flex-col gap-1">
            <label htmlFor={`${inputId}-progress`} className="text-sm font-semibold text-ink-800">
              {t('picture.uploading', { percent: Math.round(stage.progress * 100) })}
            </label>
            <progress
              id={`${inputId}-progress`}
              max={1}
              value={stage.progress}
              className="h-2 w-full overflow-hidden rounded-full accent-brand-600"
              data-testid="picture-progress"
            />
          </div>
        ) : null}
        {problem ? <Notice testId="picture-problem">{t(`picture.${problem}`, { max: PICTURE_MAX_MB })}</Notice> : null}
        {error ? <Notice testId="picture-error">{errorText}</Notice> : null}
        {stage.kind === 'saved' ? (
          <Notice tone="success" testId="picture-saved">
            {t('picture.saved')}
          </Notice>
        ) : null}
        <div className="flex flex-wrap justify-center gap-3">
          {stage.kind === 'chosen' ? (
            <>
              <Button onClick={() => void onSave()} data-testid="picture-save">
                {t('picture.save')}
              </Button>
              <Button variant="ghost" onClick={() => setStage({ kind: 'idle' })} data-testid="picture-cancel">
                {t('picture.cancel')}
              </Button>
            </>
          ) : (
            <Button
              variant="secondary"
              disabled={stage.kind === 'uploading'}
              onClick={() => inputRef.current?.click()}
              data-testid="picture-choose"
            >
              {t('picture.choose')}
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
