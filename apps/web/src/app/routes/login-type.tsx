import { ScreenFrame } from '@/components/ui/screen-frame';
import { LoginTypeScreen } from '@/features/sign-in/components/login-type-screen';
import { useRouteTitle } from '@/lib/route-meta';

export function LoginTypeRoute() {
  const { title, isInTopBar } = useRouteTitle();
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar}>
      <LoginTypeScreen />
    </ScreenFrame>
  );
}
