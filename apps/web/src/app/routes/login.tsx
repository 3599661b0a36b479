import { pathOf } from '@loyalty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { ScreenFrame } from '@/components/ui/screen-frame';
import { LoginForm } from '@/features/sign-in/components/login-form';
import { takeReturnPath } from '@/lib/return-path';
import { useRouteTitle } from '@/lib/route-meta';

export function LoginRoute() {
  const { title, isInTopBar } = useRouteTitle();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Home, unless a page asked to be returned to after sign-in (the games landing, DESIGN §12).
  const goOn = () => {
    queryClient.removeQueries();
    void navigate(takeReturnPath() ?? pathOf('home'), { replace: true });
  };
  return (
    <ScreenFrame title={title} isTitleInTopBar={isInTopBar}>
      <Card elevation="tablet" padding="lg">
        <LoginForm onSignedIn={goOn} />
      </Card>
    </ScreenFrame>
  );
}
