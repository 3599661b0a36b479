import { useTranslation } from 'react-i18next';
import type { ModalContentProps } from '@/components/feedback/modal-store';
import { Button } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/content-icons';
import { formatPoints } from '@/lib/format';
import type { UpdateSuccessProps } from '../lib/update-success';

/** SPEC §8 update success: the title, the points earned (when any) and Close. */
export function UpdateSuccessModal({ props, events, close, titleId }: ModalContentProps<UpdateSuccessProps>) {
  const { t, i18n } = useTranslation('profile');
  const points = props.extraPoint ?? 0;
  const onClose = () => {
    close();
    events.closed?.();
  };
  return (
    <div className="flex flex-col items-center gap-4 text-center" data-testid="update-success">
      <span className="grid size-14 place-items-center rounded-full bg-emerald-50 text-emerald-700" aria-hidden>
        <CheckIcon className="size-7" />
      </span>
      <h2 id={titleId} className="text-xl font-bold text-ink-900">
        {t('updateSuccess.title')}
      </h2>
      <p className="text-ink-600">
        {points > 0
          ? t('updateSuccess.withPoints', { count: points, n: formatPoints(points, i18n.language) })
          : t('updateSuccess.body')}
      </p>
      <Button className="w-full" onClick={onClose} data-testid="update-success-close">
        {t('updateSuccess.close')}
      </Button>
    </div>
  );
}
