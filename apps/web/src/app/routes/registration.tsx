import { ConsentForm } from '@/features/auth/components/consent-form';
import { LegalDocument } from '@/features/auth/components/legal-document';
import { OtpScreen } from '@/features/auth/components/otp-screen';
import { PhoneScreen } from '@/features/auth/components/phone-screen';
import { RegisterScreen } from '@/features/auth/components/register-screen';
import { Framed } from './framed';

export const PhoneRoute = () => <Framed>{<PhoneScreen />}</Framed>;
export const OtpRoute = () => <Framed>{<OtpScreen />}</Framed>;
export const RegisterRoute = () => <Framed>{<RegisterScreen />}</Framed>;
export const ConsentRoute = () => <Framed>{<ConsentForm />}</Framed>;
export const PolicyRoute = () => <Framed>{<LegalDocument kind="policy" />}</Framed>;
export const ConditionRoute = () => <Framed>{<LegalDocument kind="terms" />}</Framed>;
