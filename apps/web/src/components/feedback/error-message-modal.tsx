import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-message';
import type { ErrorMessageProps } from './error-modal';
import type { ModalContentProps } from './modal-store';

/** SPEC §8: the `errorMessage` modal shows a failed call's error in the current language. */
export function ErrorMessageModal({ props, close, titleId }: ModalContentProps<ErrorMessageProps>) {
  const { t } = useTranslation();
  const message = useErrorText(props.error);
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-2xl text-brand-600" aria-hidden>
        !
      </span>
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {t('modal.errorTitle')}
      </h2>
      <p className="text-ink-600">{message}</p>
      <Button className="w-full" onClick={close}>
        {t('actions.close')}
      </Button>
    </div>
  );
}
