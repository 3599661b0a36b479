/**
 * What a finished registration hands home through the router's history state (issue 34): home opens
 * on the welcome, whose button then goes to `continueTo` (where the visitor was heading before
 * registering), or to home itself. A reload or a later visit to home carries no such state.
 */
export interface WelcomeState {
  isNewMember: true;
  continueTo: string | null;
}

export function welcomeStateOf(state: unknown): WelcomeState | null {
  const candidate = state as Partial<WelcomeState> | null;
  return candidate?.isNewMember === true ? { isNewMember: true, continueTo: candidate.continueTo ?? null } : null;
}
