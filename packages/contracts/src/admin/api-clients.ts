import { z } from 'zod';
import { pagedList } from '../envelope.js';
import { idField, textField } from '../fields.js';
import { storeCodeField } from '../redemption.js';
import { defineAdminCall } from './admin-call.js';
import { adminListQuery, idParam, instantField, noParams } from './admin-shapes.js';

const ADMIN_ERRORS = ['UNAUTHORIZED', 'TOKEN_EXPIRED', 'FORBIDDEN'] as const;

export const API_CLIENT_NAME_MAX_LENGTH = 100;
/** A client acts for some of its partner's stores; a chain with more needs more than one client. */
export const API_CLIENT_STORES_MAX = 200;
export const API_CLIENT_STATUSES = ['active', 'disabled'] as const;

/** A partner system allowed on the partner API (DESIGN §13), as operators see it: never its key. */
export const apiClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  store_codes: z.array(z.string()),
  /** The key's first characters, to tell keys apart; never enough to use one. */
  key_prefix: z.string(),
  status: z.enum(API_CLIENT_STATUSES),
  created_at: instantField,
  rotated_at: instantField.nullable(),
  disabled_at: instantField.nullable(),
  last_used_at: instantField.nullable(),
});
export type ApiClient = z.infer<typeof apiClientSchema>;

/** A client with its key: answered once, when it is made or its key rotated, and kept nowhere. */
export const apiClientWithKeySchema = apiClientSchema.extend({ key: z.string() });
export type ApiClientWithKey = z.infer<typeof apiClientWithKeySchema>;

export const listApiClients = defineAdminCall({
  name: 'ListApiClients',
  method: 'GET',
  path: '/api-clients',
  summary: 'The partner systems allowed on the partner API, disabled ones included; `q` searches the name',
  access: 'admin',
  params: noParams,
  input: adminListQuery(['name', 'created_at', 'last_used_at'], 'name'),
  output: pagedList(apiClientSchema),
  errors: ['VALIDATION_FAILED', ...ADMIN_ERRORS],
});

export const apiClientInputSchema = z.object({
  name: textField({ max: API_CLIENT_NAME_MAX_LENGTH }),
  partner_id: idField,
  /** Codes of the partner's own stores (`partner_stores`), each at most once. */
  store_codes: z.array(storeCodeField).min(1).max(API_CLIENT_STORES_MAX),
});
export type ApiClientInput = z.input<typeof apiClientInputSchema>;

export const createApiClient = defineAdminCall({
  name: 'CreateApiClient',
  method: 'POST',
  path: '/api-clients',
  summary: 'Allows a partner system on the partner API for some of its partner’s stores; answers its key once',
  access: 'admin',
  params: noParams,
  input: apiClientInputSchema,
  output: apiClientWithKeySchema,
  errors: ['VALIDATION_FAILED', 'COMPANY_NOT_ALLOWED', ...ADMIN_ERRORS],
});

export const rotateApiClientKey = defineAdminCall({
  name: 'RotateApiClientKey',
  method: 'POST',
  path: '/api-clients/{id}/rotate',
  summary: 'Gives a client a new key, answered once; the old key stops working at once',
  access: 'admin',
  params: z.object({ id: idParam }),
  input: z.object({}),
  output: apiClientWithKeySchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', 'NOT_ACTIVE', ...ADMIN_ERRORS],
});

export const disableApiClient = defineAdminCall({
  name: 'DisableApiClient',
  method: 'POST',
  path: '/api-clients/{id}/disable',
  summary: 'Stops a client for good: its key is refused from now on (a disabled client stays in the list)',
  access: 'admin',
  params: z.object({ id: idParam }),
  input: z.object({}),
  output: apiClientSchema,
  errors: ['VALIDATION_FAILED', 'NOT_FOUND', ...ADMIN_ERRORS],
});
