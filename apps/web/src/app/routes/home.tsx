import { pathOf } from '@loyalty/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadError } from '@/components/feedback/load-error';
import { CardNotice } from '@/features/cards/components/card-notice';
import { CardsShortcut } from '@/features/cards/components/cards-shortcut';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import {
  HomeActions,
  HomeGreeting,
  HomeGreetingSkeleton,
  PointsCard,
  PointsCardSkeleton,
} from '@/features/home/components/home-overview';
import { WelcomePanel } from '@/features/home/components/welcome-panel';
import { HOME_COLUMN, HOME_COLUMNS, HOME_PAGE, homeBlockClasses } from '@/features/home/lib/home-classes';
import { ProductKindLinks } from '@/features/products/components/product-kind-links';
import { useCustomerInfo } from '@/features/profile/api/get-customer-info';
import { welcomeStateOf } from '@/lib/welcome-state';

/** One block of home, in its place on a phone (`order`). */
function Block({ order, children }: { order: string; children: ReactNode }) {
  return <div className={homeBlockClasses(order)}>{children}</div>;
}

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
        {customer.isPending ? <HomeGreetingSkeleton /> : null}
        {loadError}
      </div>
    );
  }

  return (
    <div className={HOME_PAGE}>
      {customer.data ? <HomeGreeting customer={customer.data} /> : null}
      {customer.isPending ? <HomeGreetingSkeleton /> : null}
      <div className={HOME_COLUMNS} data-testid="home-columns">
        <div className={HOME_COLUMN}>
          <Block order="order-1">
            {customer.data ? <PointsCard customer={customer.data} /> : null}
            {customer.isPending ? <PointsCardSkeleton /> : null}
            {loadError}
          </Block>
          <Block order="order-3">
            <CardNotice />
          </Block>
          <Block order="order-4">
            <CardsShortcut />
          </Block>
          <Block order="order-6">
            <ProductKindLinks />
          </Block>
        </div>
        <div className={HOME_COLUMN}>
          <Block order="order-2">
            <HomeActions />
          </Block>
          <Block order="order-5">
            <BannerCarousel />
          </Block>
        </div>
      </div>
    </div>
  );
}
