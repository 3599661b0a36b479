import type { ReactNode } from 'react';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { ConsentForm } from '@/features/auth/components/consent-form';
import { LegalDocument } from '@/features/auth/components/legal-document';
import { OtpScreen } from '@/features/auth/components/otp-screen';
import { PhoneScreen } from '@/features/auth/components/phone-screen';
import { RegisterScreen } from '@/features/auth/components/register-screen';
import { useRouteTitle } from '@/lib/route-meta';

function Framed({ children }: { children: ReactNode }) {
  const { title, isInTopBar } = useRouteTitle();
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar}>
      {children}
    </ScreenFrame>
  );
}

export const PhoneRoute = () => <Framed>{<PhoneScreen />}</Framed>;
export const OtpRoute = () => <Framed>{<OtpScreen />}</Framed>;
export const RegisterRoute = () => <Framed>{<RegisterScreen />}</Framed>;
export const ConsentRoute = () => <Framed>{<ConsentForm />}</Framed>;
export const PolicyRoute = () => <Framed>{<LegalDocument kind="policy" />}</Framed>;
export const ConditionRoute = () => <Framed>{<LegalDocument kind="terms" />}</Framed>;
