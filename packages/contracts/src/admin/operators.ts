import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { emailField, idField, personNameField } from '../fields.js';
import { defineAdminCall, OPERATOR_ROLES } from './admin-call.js';
import { adminListQuery, idParam, noParams } from './admin-shapes.js';
import { operatorSchema } from './auth.js';

const ADMIN_ERRORS = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN'] as const;

/** An operator may work for at most this many group companies; more is the whole group, left empty. */
export const MAX_OPERATOR_COMPANIES = 50;

/**
 * The group companies (products of kind `company`) an operator works for (decision 063); empty is the
 * whole group. An id that is not a company answers a field error on `company_ids`.
 */
const companyIdsField = z.array(idField).max(MAX_OPERATOR_COMPANIES);

export const listOperators = defineAdminCall({
  name: 'ListOperators',
  method: 'GET',
  path: '/operators',
  summary: 'Operators, deactivated ones included; `q` searches e-mail and name',
  access: 'admin',
  params: noParams,
  input: adminListQuery(['email', 'name', 'created_at'], 'email'),
  output: pagedList(operatorSchema),
  errors: ['VALIDATION_FAILED', ...ADMIN_ERRORS],
});

export const createOperator = defineAdminCall({
  name: 'CreateOperator',
  method: 'POST',
  path: '/operators',
  summary:
    'Invites an operator: an e-mail with a link to choose their own password, valid OPERATOR_INVITE_HOURS; nobody else ever knows it',
  access: 'admin',
  params: noParams,
  input: z.strictObject({
    email: emailField,
    name: personNameField,
    role: z.enum(OPERATOR_ROLES),
    company_ids: companyIdsField.optional(),
  }),
  output: operatorSchema,
  errors: ['VALIDATION_FAILED', 'EMAIL_TAKEN', ...ADMIN_ERRORS],
});

/**
 * Renames, changes the role of, deactivates or reactivates an operator (never deletes: the audit trail
 * names them). A role change or deactivation ends the operator's sessions; the last active admin stays.
 */
export const updateOperator = defineAdminCall({
  name: 'UpdateOperator',
  method: 'PUT',
  path: '/operators/{id}',
  summary:
    'Changes an operator’s name, role, companies or deactivation; the last active admin for the whole group cannot be demoted, limited or deactivated',
  access: 'admin',
  params: z.object({ id: idParam }),
  input: z
    .object({
      name: personNameField.optional(),
      role: z.enum(OPERATOR_ROLES).optional(),
      disabled: z.boolean().optional(),
      company_ids: companyIdsField.optional(),
    })
    .refine((input) => Object.values(input).some((value) => value !== undefined), { error: 'required' })
    .meta({ minProperties: 1 }),
  output: operatorSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'LAST_ADMIN', ...ADMIN_ERRORS],
});

/** Sends an invited operator a new link (the old one stops working); NOT_ACTIVE once they chose a password. */
export const resendOperatorInvite = defineAdminCall({
  name: 'ResendOperatorInvite',
  method: 'POST',
  path: '/operators/{id}/invite',
  summary: 'Sends an invited operator a new invitation link; the previous link stops working',
  access: 'admin',
  params: z.object({ id: idParam }),
  input: z.strictObject({}),
  output: operatorSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE', ...ADMIN_ERRORS],
});
