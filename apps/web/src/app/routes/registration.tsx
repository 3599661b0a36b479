import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { ConsentHistory } from '@/features/privacy/components/consent-history';
import { ConsentForm } from '@/features/registration/components/consent-form';
import { LegalDocument } from '@/features/registration/components/legal-document';
import { OtpScreen } from '@/features/registration/components/otp-screen';
import { PhoneScreen } from '@/features/registration/components/phone-screen';
import { RegisterScreen } from '@/features/registration/components/register-screen';
import { Framed } from './framed';

export const PhoneRoute = () => <Framed>{<PhoneScreen />}</Framed>;
export const OtpRoute = () => <Framed>{<OtpScreen />}</Framed>;
export const RegisterRoute = () => <Framed>{<RegisterScreen />}</Framed>;
/** Every choice a member can withdraw in one place (DESIGN §16): the optional purposes, then the channels. */
export const ConsentRoute = () => (
  <Framed>
    <div className="flex flex-col gap-4">
      <ConsentForm />
      <NotificationPreferences />
      <ConsentHistory />
    </div>
  </Framed>
);
export const PolicyRoute = () => <Framed>{<LegalDocument kind="policy" />}</Framed>;
export const ConditionRoute = () => <Framed>{<LegalDocument kind="terms" />}</Framed>;
