import { randomUUID } from 'node:crypto';
import { AppError } from '../../app-error.js';
import type { Executor } from '../../db/client.js';
import { lockedUntilAfter, tryPolicyAt } from '../auth/auth-service.js';
import { takenTry } from '../auth/login-try.js';
import { verifyAgainstNothing, verifyPassword } from '../auth/password.js';
import { readOperatorToken, signOperatorToken } from '../auth/session-token.js';
import { type CompanyScope, companyScopeOf } from '../companies/company-scope.js';
import { presentOperator } from './operator-presenter.js';
import {
  claimOperatorLoginAttempt,
  clearFailedOperatorLogins,
  findOperatorByEmail,
  findOperatorSession,
  insertOperatorSession,
  lockOperatorAfterFailedLogin,
  type OperatorRole,
  type OperatorRow,
  releaseOperatorLoginAttempt,
  revokeOperatorSession,
} from './operator-repository.js';
import { isValidTotpCode } from './totp.js';

export interface OperatorAuthContext {
  orm: Executor;
  sessionSecret: string;
}

/** Who is calling an admin call: the operator, the session's token id and the role it was issued for. */
export interface OperatorPrincipal {
  operatorId: number;
  jti: string;
  role: OperatorRole;
  /** Whether the operator signs in with an authenticator code (a rule may make it compulsory for admins). */
  hasSecondFactor: boolean;
  /** The group companies the operator works for, read with the session on every call (decision 063). */
  companies: CompanyScope;
}

/** DESIGN §11: operator sessions last a working day. */
export const OPERATOR_SESSION_SECONDS = 8 * 60 * 60;

async function issueOperatorSession(context: OperatorAuthContext, operator: OperatorRow, now: Date) {
  const jti = randomUUID();
  // JWT times are whole seconds; the row keeps the same instants so both expire together.
  const issuedAt = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const expiresAt = new Date(issuedAt.getTime() + OPERATOR_SESSION_SECONDS * 1000);
  await insertOperatorSession(context.orm, { jti, operatorId: operator.id, scope: operator.role, issuedAt, expiresAt });
  const token = await signOperatorToken(context.sessionSecret, {
    operatorId: operator.id,
    scope: operator.role,
    jti,
    issuedAt,
    expiresAt,
  });
  return { token, expires_at: expiresAt.toISOString(), operator: presentOperator(operator) };
}

/**
 * E-mail, password and, once turned on, the authenticator code. An unknown e-mail and a wrong password
 * answer the same after the same hashing work; wrong second-factor codes count like wrong passwords,
 * so the six digits cannot be walked through either.
 */
export async function logInOperator(
  context: OperatorAuthContext,
  input: { email: string; password: string; totp_code?: string | undefined },
  now = new Date(),
) {
  const operator = await findOperatorByEmail(context.orm, input.email);
  // An invited operator without a password yet answers as an unknown e-mail: the link is the way in.
  if (!operator?.passwordHash) {
    await verifyAgainstNothing(input.password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  // Counted before the checks, so parallel guesses cannot outrun the members' lock policy (DESIGN §11).
  const attempt = takenTry(await claimOperatorLoginAttempt(context.orm, operator.id, tryPolicyAt(now)));
  const refuse = async (code: 'INVALID_CREDENTIALS' | 'SECOND_FACTOR_INVALID') => {
    if (!attempt.isLast) throw new AppError(code);
    await lockOperatorAfterFailedLogin(context.orm, operator.id, lockedUntilAfter(now));
    throw new AppError('ACCOUNT_LOCKED');
  };
  if (!(await verifyPassword(operator.passwordHash, input.password))) return refuse('INVALID_CREDENTIALS');
  const secondFactor = operator.totpEnabledAt ? operator.totpSecret : null;
  if (secondFactor && !input.totp_code) {
    // Neither right nor wrong yet: the try is given back, and the wrong codes before it stay counted.
    await releaseOperatorLoginAttempt(context.orm, operator.id);
    if (operator.disabledAt) throw new AppError('ACCOUNT_DISABLED');
    throw new AppError('SECOND_FACTOR_REQUIRED');
  }
  if (secondFactor && input.totp_code && !isValidTotpCode(secondFactor, input.totp_code, now)) {
    return refuse('SECOND_FACTOR_INVALID');
  }
  await clearFailedOperatorLogins(context.orm, operator.id);
  if (operator.disabledAt) throw new AppError('ACCOUNT_DISABLED');
  return issueOperatorSession(context, operator, now);
}

/**
 * Verifies an operator token and its session row on every request (operators are few, and a
 * deactivation or role change must end a session at once in every process without a cache to clear).
 */
export async function authenticateOperator(
  context: OperatorAuthContext,
  token: string,
  now = new Date(),
): Promise<OperatorPrincipal> {
  const { jti, operatorId } = await readOperatorToken(context.sessionSecret, token, now.getTime());
  const session = await findOperatorSession(context.orm, jti);
  if (!session || session.revokedAt || session.operatorId !== operatorId) throw new AppError('UNAUTHORIZED');
  if (session.expiresAt <= now) throw new AppError('TOKEN_EXPIRED');
  // Deactivation and role changes revoke sessions; this holds even for a row changed by hand.
  if (session.disabledAt || session.role !== session.scope) throw new AppError('UNAUTHORIZED');
  return {
    operatorId,
    jti,
    role: session.role,
    hasSecondFactor: session.totpEnabledAt !== null,
    companies: companyScopeOf(session.companyIds),
  };
}

export async function logOutOperator(context: OperatorAuthContext, principal: OperatorPrincipal, now = new Date()) {
  await revokeOperatorSession(context.orm, principal.jti, now);
  return null;
}
