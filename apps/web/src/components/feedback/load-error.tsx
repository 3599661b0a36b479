import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useErrorText } from '@/lib/error-message';

/** A failed read in place of its content: what failed, why in the member's language, and a retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = useErrorText(error);
  return (
    <Card role="alert" padding="lg" className="flex flex-col items-center gap-3 text-center">
      <p className="text-lg font-semibold text-ink-900">{title}</p>
      <p className="text-ink-600">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('errorBoundary.retry')}
      </Button>
    </Card>
  );
}
