import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { findMemberByEmail, findMemberByMobile } from './member-repository.js';

/** SPEC §5 e-mail verification: well formed (the contract) and used by no member. */
export async function assertEmailAvailable(db: Executor, email: string): Promise<{ email: string }> {
  if (await findMemberByEmail(db, email)) throw new AppError('EMAIL_TAKEN');
  return { email };
}

/** SPEC §5 mobile verification: a Thai mobile (the contract) used by no member. */
export async function assertMobileAvailable(db: Executor, mobileNo: string): Promise<{ mobile_no: string }> {
  if (await findMemberByMobile(db, mobileNo)) throw new AppError('MOBILE_TAKEN');
  return { mobile_no: mobileNo };
}
