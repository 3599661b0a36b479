import { PrivacyScreen } from '@/features/privacy/components/privacy-screen';
import { Framed } from './framed';

export const PrivacyRoute = () => <Framed>{<PrivacyScreen />}</Framed>;
