import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '@/components/feedback/modal-store';
import { LineIcon } from '@/components/ui/brand-icons';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { type ShareTarget, shareUrlOf } from '@/lib/share-target';

/** SPEC §2: the share icon's bottom dialog, titled "Share with your friends!", with a Close button. */
export function ShareDialog({ props, close, titleId }: ModalContentProps<ShareTarget>) {
  const { t } = useTranslation(['share', 'common']);
  const [isCopied, setIsCopied] = useState(false);
  const url = shareUrlOf(props, window.location.origin);

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setIsCopied(true);
    } catch (error) {
      console.error('The share link could not be copied', error);
    }
  };

  return (
    <div
      className="flex flex-col gap-4"
      data-testid="share-dialog"
      data-privilege-id={props.privilegeId ?? ''}
      data-category-id={props.categoryId ?? ''}
      data-group-id={props.groupId ?? ''}
      data-fws-flag={props.fwsFlag ?? ''}
    >
      <span className="mx-auto h-1.5 w-12 rounded-full bg-ink-200" aria-hidden />
      <h2 id={titleId} className="text-center text-xl font-bold text-ink-900">
        {t('title')}
      </h2>
      <p className="text-center text-ink-600">{t('body')}</p>
      {url ? (
        <div className="grid gap-3 tablet:grid-cols-2">
          <a
            className={buttonClasses('line')}
            href={`https://line.me/R/share?text=${encodeURIComponent(url)}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <LineIcon className="size-5" />
            {t('viaLine')}
          </a>
          <Button variant="secondary" onClick={() => void copy()} aria-live="polite">
            {isCopied ? t('copied') : t('copyLink')}
          </Button>
        </div>
      ) : null}
      <Button variant="ghost" onClick={close}>
        {t('common:actions.close')}
      </Button>
    </div>
  );
}
