import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/feedback/load-error';
import { CardAlerts } from '@/features/cards/components/card-alerts';
import { CardsShortcut } from '@/features/cards/components/cards-shortcut';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { HomeOverview, HomeOverviewSkeleton } from '@/features/home/components/home-overview';
import { ProductKindLinks } from '@/features/products/components/product-kind-links';
import { useCustomerInfo } from '@/features/profile/api/get-customer-info';

export function HomeRoute() {
  const { t } = useTranslation('member');
  const customer = useCustomerInfo();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pb-8 pt-4">
      {customer.data ? <HomeOverview customer={customer.data} /> : null}
      {customer.isPending ? <HomeOverviewSkeleton /> : null}
      {customer.isError ? (
        <LoadError title={t('loadError.title')} error={customer.error} onRetry={() => void customer.refetch()} />
      ) : null}
      <CardsShortcut />
      <BannerCarousel />
      <CardAlerts />
      <ProductKindLinks />
    </div>
  );
}
