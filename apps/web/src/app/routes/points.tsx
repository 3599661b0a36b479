import { useQueryClient } from '@tanstack/react-query';
import { CompleteTransferScreen } from '@/features/points/components/complete-transfer-screen';
import { FriendReferralScreen } from '@/features/points/components/friend-referral-screen';
import { TransferScreen } from '@/features/points/components/transfer-screen';
import { refreshCustomerInfo } from '@/lib/query-keys';
import { Framed } from './framed';

export function TransferRoute() {
  const queryClient = useQueryClient();
  // The balance in the profile, home and the desktop bar comes from GetCustomerInfo: it changed.
  const refreshBalance = () => refreshCustomerInfo(queryClient);
  return <Framed>{<TransferScreen onTransferred={refreshBalance} />}</Framed>;
}

export const CompleteTransferRoute = () => <Framed>{<CompleteTransferScreen />}</Framed>;

export const FriendRefCodeRoute = () => <Framed>{<FriendReferralScreen />}</Framed>;
