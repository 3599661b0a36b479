import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { EmptyState } from '@/components/ui/empty-state';
import { bannerListQueryOptions } from '../api/banners';
import { BannerPicture } from './banner-carousel';

/** banner-list: every live home banner, each leading where its carousel slide leads. */
export function BannerListScreen() {
  const { t } = useTranslation('member');
  const banners = useQuery(bannerListQueryOptions('Home'));
  if (banners.isPending) {
    return <div className="aspect-[16/7] animate-pulse rounded-3xl bg-ink-100" aria-busy="true" />;
  }
  if (banners.isError) {
    return <LoadError title={t('banners.loadError')} error={banners.error} onRetry={() => void banners.refetch()} />;
  }
  if (banners.data.length === 0) return <EmptyState>{t('banners.empty')}</EmptyState>;
  return (
    <ul className="grid gap-4 tablet:grid-cols-2" data-testid="banner-list">
      {banners.data.map((banner, position) => (
        <li key={banner.banner_id} className="aspect-[16/7] overflow-hidden rounded-3xl bg-ink-100 shadow-sm">
          <BannerPicture banner={banner} eager={position < 2} />
        </li>
      ))}
    </ul>
  );
}
