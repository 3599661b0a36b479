import { type BannerItem, LANDING_KV_NAMES, type LoginType } from '@loyalty/contracts';
import { create } from 'zustand';
import type { KeyVisualImages } from '@/components/ui/key-visual';
import { localStore } from '@/lib/storage';

/** How the visitor proved who they are before registering: LINE log-in or a one-time code. */
export type MbkType = 'line' | 'otp' | '';
/** SPEC §3 / DESIGN §6: a Thai registers with a mobile and an id card, a foreigner with an e-mail and a passport. */
export type NationalType = 'thai' | 'foreigner' | '';

/** SPEC §3 registration draft. */
export interface RegistrationDraft {
  mbkType: MbkType;
  nationalType: NationalType;
  /** The verified identity: the e-mail of a foreigner, or the mobile number of a Thai. */
  email: string;
  gender: string;
  selectedYear: string;
  friendRef: string;
  kvImageMobile: string | null;
  kvImageTablet: string | null;
  kvImageDesktop: string | null;
}

type DraftAnswers = Pick<RegistrationDraft, 'mbkType' | 'nationalType' | 'email' | 'gender' | 'selectedYear'>;

interface RegistrationDraftState extends RegistrationDraft {
  update: (changes: Partial<DraftAnswers>) => void;
  /** The friend's referral code captured from `?ref=` into local storage (SPEC §4 query capture). */
  syncFriendRef: () => void;
  setKeyVisuals: (items: readonly BannerItem[]) => void;
  /** SPEC §3: clears mbkType, nationalType, email, gender and selectedYear; keeps friendRef and the images. */
  reset: () => void;
}

const EMPTY_ANSWERS: DraftAnswers = { mbkType: '', nationalType: '', email: '', gender: '', selectedYear: '' };

export function keyVisualsOf(items: readonly BannerItem[]): KeyVisualImages {
  const find = (name: string) => items.find((item) => item.name === name)?.image_url ?? null;
  return {
    mobile: find(LANDING_KV_NAMES.mobile),
    tablet: find(LANDING_KV_NAMES.tablet),
    desktop: find(LANDING_KV_NAMES.desktop),
  };
}

export function keyVisualImagesOf(draft: RegistrationDraft): KeyVisualImages {
  return { mobile: draft.kvImageMobile, tablet: draft.kvImageTablet, desktop: draft.kvImageDesktop };
}

export function isAnyKeyVisualMissing(draft: RegistrationDraft): boolean {
  return !draft.kvImageMobile || !draft.kvImageTablet || !draft.kvImageDesktop;
}

/** DESIGN §6: login type 2 is the Thai national identified by mobile, 1 the foreigner by e-mail. */
export function loginTypeOf(nationalType: NationalType): LoginType | null {
  if (nationalType === 'thai') return 2;
  if (nationalType === 'foreigner') return 1;
  return null;
}

export const useRegistrationDraftStore = create<RegistrationDraftState>((set) => ({
  ...EMPTY_ANSWERS,
  friendRef: '',
  kvImageMobile: null,
  kvImageTablet: null,
  kvImageDesktop: null,
  update: (changes) => set(changes),
  syncFriendRef: () => set({ friendRef: localStore.get('ref') ?? '' }),
  setKeyVisuals: (items) => {
    const images = keyVisualsOf(items);
    set({ kvImageMobile: images.mobile, kvImageTablet: images.tablet, kvImageDesktop: images.desktop });
  },
  reset: () => set(EMPTY_ANSWERS),
}));
