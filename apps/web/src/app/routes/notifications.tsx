import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';
import { Framed } from './framed';

export const NotificationsRoute = () => <Framed>{<NotificationsScreen />}</Framed>;
