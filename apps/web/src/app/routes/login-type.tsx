import { useSearchParams } from 'react-router';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { LoginTypeScreen } from '@/features/sign-in/components/login-type-screen';
import { REGISTER_INTENT } from '@/features/sign-in/lib/register-intent';
import { useRouteTitle } from '@/lib/route-meta';

/** login-type, titled for what the visitor came to do (the route's loader picks the title): log in or register. */
export function LoginTypeRoute() {
  const { title, isInTopBar } = useRouteTitle();
  const isRegistering = useSearchParams()[0].get('intent') === REGISTER_INTENT;
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar}>
      <LoginTypeScreen isRegistering={isRegistering} />
    </ScreenFrame>
  );
}
