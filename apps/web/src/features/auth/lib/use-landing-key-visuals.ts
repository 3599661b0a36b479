import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { showErrorModal } from '@/components/feedback/error-modal';
import { withLoader } from '@/components/feedback/loader-store';
import type { KeyVisualImages } from '@/components/ui/key-visual';
import { getLandingBannerQueryOptions } from '../api/get-landing-banner';
import {
  isAnyKeyVisualMissing,
  keyVisualImagesOf,
  useRegistrationDraftStore,
} from '../stores/registration-draft-store';

/**
 * SPEC §4 start-up (images kept in the SPEC §3 registration draft): on entry, the landing banners are fetched once when any of the three key visuals
 * is missing, with the loader shown; a failure opens the error modal (SPEC §8).
 */
export function useLandingKeyVisuals(): KeyVisualImages {
  const queryClient = useQueryClient();
  const images = useRegistrationDraftStore(useShallow(keyVisualImagesOf));

  useEffect(() => {
    if (!isAnyKeyVisualMissing(useRegistrationDraftStore.getState())) return;
    let isCurrent = true;
    withLoader(queryClient.fetchQuery(getLandingBannerQueryOptions()))
      .then((items) => {
        if (isCurrent) useRegistrationDraftStore.getState().setKeyVisuals(items);
      })
      .catch((error: unknown) => {
        if (isCurrent) showErrorModal(error);
      });
    return () => {
      isCurrent = false;
    };
  }, [queryClient]);

  return images;
}
