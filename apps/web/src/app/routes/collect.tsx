import { useQueryClient } from '@tanstack/react-query';
import { PointConditions, PromoConditions } from '@/features/collect/components/conditions';
import { PromoCodeScreen } from '@/features/collect/components/promo-code-screen';
import { ScanCodeScreen } from '@/features/collect/components/scan-code-screen';
import { UploadReceiptScreen } from '@/features/collect/components/upload-receipt-screen';
import { Framed } from './framed';

/**
 * Earned points touch much of what the member has seen: the balance (customer info), the point history,
 * the expiry timeline, what can be transferred. All of it is marked stale; only what is on screen refetches.
 */
function useRefreshAfterEarning() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries();
}

export function PromoCodeRoute() {
  const refresh = useRefreshAfterEarning();
  return (
    <Framed>
      <PromoCodeScreen onCollected={refresh} />
    </Framed>
  );
}

export function ScanCodeRoute() {
  const refresh = useRefreshAfterEarning();
  return (
    <Framed>
      <ScanCodeScreen onCollected={refresh} />
    </Framed>
  );
}

export const UploadReceiptRoute = () => (
  <Framed>
    <UploadReceiptScreen />
  </Framed>
);

export const PointConditionRoute = () => (
  <Framed>
    <PointConditions />
  </Framed>
);

export const PromoConditionRoute = () => (
  <Framed>
    <PromoConditions />
  </Framed>
);
