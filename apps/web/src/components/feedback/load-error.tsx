import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useErrorText } from '@/lib/error-message';

/** A failed read in place of its content: what failed, why in the member's language, and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = useErrorText(error);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-3xl bg-white p-6 text-center shadow-sm">
      <p className="text-lg font-semibold text-ink-900">{title}</p>
      <p className="text-ink-600">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('errorBoundary.retry')}
      </Button>
    </div>
  );
}
