import { useTranslation } from 'react-i18next';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { OutboxList } from '@/features/dev-outbox/components/outbox-list';
import { useRouteTitle } from '@/lib/route-meta';

export function DevOutboxRoute() {
  const { t } = useTranslation('dev');
  const { title, isInTopBar } = useRouteTitle();
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar}>
      <p className="leading-relaxed text-ink-600">{t('intro')}</p>
      <OutboxList />
    </ScreenFrame>
  );
}
