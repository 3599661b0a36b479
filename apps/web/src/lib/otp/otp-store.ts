import type { OtpChallenge, OtpPurpose } from '@loyalty/contracts';
import { create } from 'zustand';
import type { OtpTarget } from './otp-api';

/** The code in flight: who it went to, why, and the server's challenge (reference and clock). */
export interface PendingOtp extends OtpTarget {
  purpose: OtpPurpose;
  challenge: OtpChallenge;
}

interface OtpState {
  pending: PendingOtp | null;
  start: (pending: PendingOtp) => void;
  replaceChallenge: (challenge: OtpChallenge) => void;
  clear: () => void;
}

/** Shared by otp (registration) and confirm-otp (contact change, cancellation). */
export const useOtpStore = create<OtpState>((set) => ({
  pending: null,
  start: (pending) => set({ pending }),
  replaceChallenge: (challenge) => set((state) => (state.pending ? { pending: { ...state.pending, challenge } } : {})),
  clear: () => set({ pending: null }),
}));
