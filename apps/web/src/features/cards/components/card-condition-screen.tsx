import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { Card } from '@/components/ui/card';
import { WordBreaks } from '@/components/ui/word-breaks';
import { useCardDetail } from '../api/get-virtual-card-detail';
import { cardText } from '../lib/card-text';
import { CardNotFound, isNotFound } from './card-detail-screen';

const PROSE =
  'flex flex-col gap-3 leading-relaxed text-ink-800 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_strong]:font-bold [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2';

/** member-card-condition (DESIGN §12): the card's conditions in the member's language. */
export function CardConditionScreen({ cardId }: { cardId: number }) {
  const { t, i18n } = useTranslation('cards');
  const detail = useCardDetail(cardId);
  if (detail.isPending) return <div className="h-48 animate-pulse rounded-3xl bg-ink-100" aria-busy="true" />;
  if (detail.isError) {
    if (isNotFound(detail.error)) return <CardNotFound />;
    return <LoadError title={t('condition.loadError')} error={detail.error} onRetry={() => void detail.refetch()} />;
  }
  const text = cardText(detail.data, i18n.language);
  return (
    <Card as="article" padding="lg" isOutlined className="flex flex-col gap-4">
      <h2 className="text-xl font-bold text-ink-900" data-testid="card-condition-name">
        <WordBreaks text={text.name} isName />
      </h2>
      <div
        className={PROSE}
        data-testid="card-conditions"
        // Conditions are sanitised on the server with the article allow-list (no script, style, event
        // handler or javascript: URL; apps/api cards presenter), so they are safe to render as HTML.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised server-side, see above.
        dangerouslySetInnerHTML={{ __html: text.conditions }}
      />
    </Card>
  );
}
