import { PointHistoryScreen } from '@/features/points/components/point-history-screen';
import { Framed } from './framed';

export const PointTransactionRoute = () => <Framed>{<PointHistoryScreen />}</Framed>;
