import { pathOf } from '@loyalty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { LoginForm } from '@/features/auth/components/login-form';
import { useRouteTitle } from '@/lib/route-meta';

export function LoginRoute() {
  const { title, isInTopBar } = useRouteTitle();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const goHome = () => {
    queryClient.removeQueries();
    void navigate(pathOf('home'), { replace: true });
  };
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar}>
      <div className="rounded-3xl bg-white p-6 tablet:shadow-lg">
        <LoginForm onSignedIn={goHome} />
      </div>
    </ScreenFrame>
  );
}
