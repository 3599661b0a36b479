import { openModal, registerModalType } from '@/components/feedback/modal-store';
import { loadNamespaces } from '@/lib/i18n';

export const UPDATE_SUCCESS_MODAL = 'updateSuccess';

export interface UpdateSuccessProps {
  /** `extra_point` of UpdateCustomer: points earned by this update, if any (SPEC §3). */
  extraPoint?: number | null | undefined;
}

registerModalType<UpdateSuccessProps>(UPDATE_SUCCESS_MODAL, async () => {
  const [module] = await Promise.all([import('../components/update-success-modal'), loadNamespaces(['profile'])]);
  return module.UpdateSuccessModal;
});

export interface UpdateSuccessOptions {
  extraPoint?: number | null | undefined;
  /** SPEC §4 after a profile update: from the redemption flow the dialog only closes. */
  isFromRedemption?: boolean;
  /** Where closing leads otherwise: the profile (SPEC §8). */
  goToProfile: () => void;
}

/** SPEC §8 update success message; closing it goes to profile, except from the redemption flow. */
export function showUpdateSuccess({ extraPoint, isFromRedemption = false, goToProfile }: UpdateSuccessOptions): number {
  return openModal<UpdateSuccessProps>({
    type: UPDATE_SUCCESS_MODAL,
    position: 'center',
    props: { extraPoint },
    events: isFromRedemption ? {} : { closed: goToProfile },
  });
}
