import { pathOf } from '@loyalty/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { withLoader } from '@/components/feedback/loader-store';
import { closeLineWindow } from '@/lib/line';
import { clearStorageKeepingVersion } from '@/lib/storage';
import { logout } from '../api/logout';

/**
 * SPEC §4 logout: revoke the session on the server, clear session and local storage except the app
 * version, close the LINE window when inside LINE, then go to landing. A refused revocation (an already
 * expired session) still signs the member out here.
 */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await withLoader(async () => {
      try {
        await logout();
      } catch (error) {
        console.warn('The server did not revoke the session; signing out locally', error);
      }
      clearStorageKeepingVersion();
      queryClient.clear();
      try {
        await closeLineWindow();
      } catch (error) {
        console.error('The LINE window could not be closed', error);
      }
    });
    await navigate(pathOf('landing'), { replace: true });
  }, [navigate, queryClient]);
}
