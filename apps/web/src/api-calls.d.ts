declare module 'virtual:api-calls' {
  import type { CallContract, calls } from '@loyalty/contracts';

  /** One call's address as the browser holds it; `Contract` carries its input and output types. */
  export interface CallRoute<Contract> extends Pick<CallContract, 'name' | 'method' | 'path'> {
    /** Set on the calls anyone may send (`access: 'public'` in the contracts). */
    readonly isPublic?: true;
    readonly __contract?: Contract;
  }

  export const callRoutes: { readonly [Key in keyof typeof calls]: CallRoute<(typeof calls)[Key]> };
}
