import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { findForeignMemberByEmail, findThaiMemberByMobile } from '../members/member-service.js';

/** SPEC §5 e-mail verification: well formed (the contract) and identifying no member (decision 038). */
export async function assertEmailAvailable(db: Executor, email: string): Promise<{ email: string }> {
  if (await findForeignMemberByEmail(db, email)) throw new AppError('EMAIL_TAKEN');
  return { email };
}

/** SPEC §5 mobile verification: a Thai mobile (the contract) identifying no member (decision 038). */
export async function assertMobileAvailable(db: Executor, mobileNo: string): Promise<{ mobile_no: string }> {
  if (await findThaiMemberByMobile(db, mobileNo)) throw new AppError('MOBILE_TAKEN');
  return { mobile_no: mobileNo };
}
