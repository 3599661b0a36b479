import type { Scope } from '@loyalty/contracts';
import type { MemberRow } from '../members/member-repository.js';

/** The scope a session gets from the member's state (DESIGN §5 scopes, SPEC §6). */
export function scopeForStatus(status: MemberRow['status']): Scope {
  switch (status) {
    case 'canceled':
      return 'bcrm-canceled';
    case 'suspended':
      return 'bcrm-suspended';
    case 'blocked':
      return 'bcrm-blocked';
    case 'pending':
      return 'bcrm-register';
    default:
      return 'bcrm-member';
  }
}
