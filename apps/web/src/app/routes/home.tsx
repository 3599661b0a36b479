import { pathOf } from '@loyalty/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { WIDE_COLUMN } from '@/components/ui/screen-frame';
import { CardNotice } from '@/features/cards/components/card-notice';
import { CardsShortcut } from '@/features/cards/components/cards-shortcut';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { HomeOverview, HomeOverviewSkeleton } from '@/features/home/components/home-overview';
import { WelcomePanel } from '@/features/home/components/welcome-panel';
import { ProductKindLinks } from '@/features/products/components/product-kind-links';
import { useCustomerInfo } from '@/features/profile/api/get-customer-info';
import { welcomeStateOf } from '@/lib/welcome-state';

export function HomeRoute() {
  const { t } = useTranslation('member');
  const customer = useCustomerInfo();
  const location = useLocation();
  const navigate = useNavigate();
  const welcome = welcomeStateOf(location.state);
  const loadError = customer.isError ? (
    <LoadError title={t('loadError.title')} error={customer.error} onRetry={() => void customer.refetch()} />
  ) : null;

  // Right after registering, home opens on the welcome alone; its button leaves the state behind.
  if (welcome) {
    return (
      <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 pb-8 pt-4">
        {customer.data ? (
          <WelcomePanel
            customer={customer.data}
            onContinue={() => void navigate(welcome.continueTo ?? pathOf('home'), { replace: true, state: null })}
          />
        ) : null}
        {customer.isPending ? <HomeOverviewSkeleton /> : null}
        {loadError}
      </div>
    );
  }

  return (
    <div className={`mx-auto flex w-full ${WIDE_COLUMN} flex-col gap-6 px-4 pb-8 pt-4`}>
      {customer.data ? <HomeOverview customer={customer.data} /> : null}
      {customer.isPending ? <HomeOverviewSkeleton /> : null}
      {loadError}
      <CardNotice />
      {/* On a desktop the highlights sit beside the cards and the group's links, not 1,100 px wide; phones keep this order. */}
      <div className="flex flex-col gap-6 desktop:grid desktop:grid-cols-2 desktop:grid-rows-[auto_1fr] desktop:items-start">
        <CardsShortcut />
        <div className="desktop:col-start-2 desktop:row-span-2 desktop:row-start-1">
          <BannerCarousel />
        </div>
        <ProductKindLinks />
      </div>
    </div>
  );
}
