import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '@/components/feedback/modal-store';
import { Button } from '@/components/ui/button';
import type { CardRemoveProps } from '../lib/remove-confirm';

export function CardRemoveModal({ props, events, close, titleId }: ModalContentProps<CardRemoveProps>) {
  const { t } = useTranslation('cards');
  const confirm = () => {
    close();
    events.confirmed?.();
  };
  return (
    <div className="flex flex-col gap-4 text-center" data-testid="card-remove-confirm">
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {t('remove.title')}
      </h2>
      <p className="text-ink-700">{t('remove.body', { name: props.name })}</p>
      <div className="grid w-full gap-3 tablet:grid-cols-2">
        <Button variant="secondary" onClick={close} data-testid="card-remove-cancel">
          {t('remove.cancel')}
        </Button>
        <Button onClick={confirm} data-testid="card-remove-confirm-button">
          {t('remove.confirm')}
        </Button>
      </div>
    </div>
  );
}
