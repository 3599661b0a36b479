import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Save (or create) and cancel under a back-office edit form. */
export function EditFormActions({
  isNew,
  isPending,
  onCancel,
}: {
  isNew: boolean;
  isPending: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={isPending} data-testid="content-save">
        {isNew ? t('content.create') : t('content.save')}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        {t('content.cancel')}
      </Button>
    </div>
  );
}
