import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { showErrorModal } from '@/components/feedback/error-modal';
import { withLoader } from '@/components/feedback/loader-store';
import type { KeyVisualImages } from '@/components/ui/key-visual';
import {
  isAnyKeyVisualMissing,
  keyVisualImagesOf,
  keyVisualsOf,
  useRegistrationDraftStore,
} from '@/lib/registration-draft-store';
import { getLandingBannerQueryOptions } from '../api/get-landing-banner';

/**
 * SPEC §4 start-up (images kept in the SPEC §3 registration draft): on entry, the landing banners are fetched once when any of the three key visuals
 * is missing, with the loader shown; a failure opens the error modal (SPEC §8). Banners already in the
 * cache (the landing's HTML brought them, decision 033) are drawn by the first render itself, the very
 * picture the HTML shows, and stored without a call or a loader.
 */
export function useLandingKeyVisuals(): KeyVisualImages {
  const queryClient = useQueryClient();
  const images = useRegistrationDraftStore(useShallow(keyVisualImagesOf));
  const [cached] = useState(() => queryClient.getQueryData(getLandingBannerQueryOptions().queryKey));

  useEffect(() => {
    const draft = useRegistrationDraftStore.getState();
    if (!isAnyKeyVisualMissing(draft)) return;
    if (cached) {
      draft.setKeyVisuals(cached);
      return;
    }
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
  }, [queryClient, cached]);

  const isStored = images.mobile !== null || images.tablet !== null || images.desktop !== null;
  return isStored || !cached ? images : keyVisualsOf(cached);
}
