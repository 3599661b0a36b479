import type { Operator } from '@loyalty/contracts';
import { AppError } from '../../app-error.js';
import type { Orm } from '../../db/client.js';
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import { presentOperator } from './operator-presenter.js';
import { findOperatorById, type OperatorRow, updateOperatorRow } from './operator-repository.js';
import { isValidTotpCode, newTotpSecret } from './totp.js';

async function signedInOperator(db: Orm, operatorId: number): Promise<OperatorRow> {
  const operator = await findOperatorById(db, operatorId);
  if (!operator) throw new AppError('UNAUTHORIZED');
  return operator;
}

/**
 * A fresh secret, kept but not in force until `enableTotp` proves the app holds it: a half-finished
 * set-up can never lock an operator out. Setting up again replaces an unconfirmed secret.
 */
export async function setUpTotp(db: Orm, operatorId: number, now = new Date()) {
  const operator = await signedInOperator(db, operatorId);
  if (operator.totpEnabledAt) throw new AppError('SECOND_FACTOR_ALREADY_ON');
  const { secret, url } = newTotpSecret(operator.email);
  await updateOperatorRow(db, operator.id, { totpSecret: secret }, now);
  return { secret, otpauth_url: url };
}

async function changeTotp(
  db: Orm,
  actor: AuditActor & { operatorId: number },
  code: string,
  turnOn: boolean,
  now: Date,
): Promise<Operator> {
  const action = turnOn ? 'operator.totp_enable' : 'operator.totp_disable';
  return auditedWrite(db, { actor, action, entity: 'operator', at: now }, async (tx) => {
    const operator = await findOperatorById(tx, actor.operatorId);
    if (!operator) throw new AppError('UNAUTHORIZED');
    if (!operator.totpSecret) throw new AppError('SECOND_FACTOR_NOT_SET_UP');
    if (turnOn && operator.totpEnabledAt) throw new AppError('SECOND_FACTOR_ALREADY_ON');
    if (!turnOn && !operator.totpEnabledAt) throw new AppError('SECOND_FACTOR_NOT_SET_UP');
    if (!isValidTotpCode(operator.totpSecret, code, now)) throw new AppError('OTP_INVALID');
    const changes = turnOn ? { totpEnabledAt: now } : { totpEnabledAt: null, totpSecret: null };
    const updated = await updateOperatorRow(tx, operator.id, changes, now);
    if (!updated) throw new AppError('UNAUTHORIZED');
    return { entityId: operator.id, before: presentOperator(operator), after: presentOperator(updated) };
  });
}

export function enableTotp(db: Orm, actor: AuditActor & { operatorId: number }, code: string, now = new Date()) {
  return changeTotp(db, actor, code, true, now);
}

export function disableTotp(db: Orm, actor: AuditActor & { operatorId: number }, code: string, now = new Date()) {
  return changeTotp(db, actor, code, false, now);
}
