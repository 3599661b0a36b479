import {
  type AdminCallContract,
  type AdminCallInput,
  type AdminCallOutput,
  type AdminCallParams,
  adminCallPath,
  type ErrorEnvelope,
  type OperatorRole,
  operatorLogin,
} from '@loyalty/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { operators } from '../src/db/schema.js';
import { createOperator } from '../src/modules/operators/operator-service.js';
import { createMember, sessionTokenFor, uniqueEmail } from './factories.js';
import { multipartBody } from './multipart.js';

/** The password every operator made here signs in with. */
export const TEST_OPERATOR_PASSWORD = 'Operator1234!';

export interface SignedInOperator {
  id: number;
  email: string;
  role: OperatorRole;
  token: string;
}

/** A new operator of `role` (unique e-mail, `TEST_OPERATOR_PASSWORD`), without signing in. */
export async function createTestOperator(app: FastifyInstance, role: OperatorRole, label: string = role) {
  const email = uniqueEmail(`operator-${label}`);
  const actor = { operatorId: null, requestId: null };
  return createOperator(app.deps.database.orm, actor, {
    email,
    name: `Test ${label}`,
    role,
    password: TEST_OPERATOR_PASSWORD,
  });
}

/** A new operator of `role`, signed in through `POST /auth/login`: its token opens admin calls. */
export async function signInOperator(app: FastifyInstance, role: OperatorRole): Promise<SignedInOperator> {
  return signIn(app, role, await createTestOperator(app, role));
}

/** A new operator of `role` limited to these group companies (decision 063), signed in. */
export async function signInLimitedOperator(
  app: FastifyInstance,
  role: OperatorRole,
  companyIds: number[],
): Promise<SignedInOperator> {
  const operator = await createTestOperator(app, role, `${role}-limited`);
  await app.deps.database.orm.update(operators).set({ companyIds }).where(eq(operators.id, operator.id));
  return signIn(app, role, operator);
}

async function signIn(
  app: FastifyInstance,
  role: OperatorRole,
  operator: { id: number; email: string },
): Promise<SignedInOperator> {
  const { status, body } = await callAdmin(app, operatorLogin, {
    input: { email: operator.email, password: TEST_OPERATOR_PASSWORD },
  });
  if (status !== 200 || body.status !== 'success') throw new Error(`Operator sign-in failed: ${JSON.stringify(body)}`);
  return { id: operator.id, email: operator.email, role, token: body.data.token };
}

/** A signed-in member's token, for showing member tokens never open admin calls. */
export async function memberToken(app: FastifyInstance): Promise<string> {
  const member = await createMember(app.deps.database.orm);
  return sessionTokenFor(app.deps.database.orm, member);
}

/** The code an authenticator app shows for `secret` (base32) at `at`. */
export function totpCodeFor(secret: string, at = new Date()): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
}

export type AdminAnswerBody<C> = { status: 'success'; data: AdminCallOutput<C> } | ErrorEnvelope;

export interface AdminCallResult<C> {
  status: number;
  /** The parsed JSON envelope; for a streamed answer, whatever JSON an error carried. */
  body: AdminAnswerBody<C>;
  /** The raw body: a CSV's or file's content. */
  text: string;
  headers: Record<string, string | string[] | number | undefined>;
}

interface AdminCallArgs<C> {
  params?: AdminCallParams<C>;
  input?: AdminCallInput<C>;
}

interface AdminCallOptions {
  /** An operator (or a member's token, to check it is refused); none for a public call. */
  as?: string | { token: string } | undefined;
  idempotencyKey?: string;
  /** For upload calls: the file, sent as the multipart form (`field` defaults to the call's own). */
  file?: { content: Buffer; fileName?: string; contentType?: string; field?: string };
}

function queryOf(input: unknown): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries((input ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * Makes a back-office call through the real app as the console would: path parameters filled in, GET
 * input as the query string, any other as a JSON body, the operator's bearer token.
 */
export async function callAdmin<C extends AdminCallContract>(
  app: FastifyInstance,
  call: C,
  args: AdminCallArgs<C> = {},
  options: AdminCallOptions = {},
): Promise<AdminCallResult<C>> {
  const token = typeof options.as === 'string' ? options.as : options.as?.token;
  const isGet = call.method === 'GET';
  const upload =
    options.file &&
    multipartBody(
      options.file.field ?? call.upload?.field ?? 'file',
      options.file.fileName ?? 'upload.bin',
      options.file.contentType ?? 'application/octet-stream',
      options.file.content,
    );
  const response = await app.inject({
    method: call.method,
    url: `${adminCallPath(call, args.params ?? {})}${isGet ? queryOf(args.input) : ''}`,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      ...upload?.headers,
    },
    ...(isGet ? {} : { payload: upload ? upload.payload : ((args.input ?? {}) as object) }),
  });
  const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
  return {
    status: response.statusCode,
    body: isJson ? response.json() : (undefined as unknown as AdminAnswerBody<C>),
    text: response.body,
    headers: response.headers,
  };
}

/** The `data` of a success envelope; a refusal fails the test with the whole envelope. */
export function successData<T>(body: { status: 'success'; data: T } | ErrorEnvelope): T {
  if (body.status !== 'success') throw new Error(`The call was refused: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * DESIGN §11's role matrix for one call: the statuses it answers without a token, with a member's
 * token, and as staff. Every admin call's test asserts 401, 401 and (admin-only calls) 403.
 */
export async function roleMatrix<C extends AdminCallContract>(
  app: FastifyInstance,
  call: C,
  args: AdminCallArgs<C> = {},
): Promise<{ noToken: number; member: number; staff: number }> {
  const staff = await signInOperator(app, 'staff');
  return {
    noToken: (await callAdmin(app, call, args)).status,
    member: (await callAdmin(app, call, args, { as: await memberToken(app) })).status,
    staff: (await callAdmin(app, call, args, { as: staff })).status,
  };
}

/**
 * The status each of these signed-in operators gets from one call: the matrix of the roles beyond staff
 * (decision 057), asked for by the tests that need it so `roleMatrix`'s answers stay as they are.
 */
export async function statusesAs<C extends AdminCallContract, Who extends string>(
  app: FastifyInstance,
  call: C,
  operators: Record<Who, SignedInOperator>,
  args: AdminCallArgs<C> = {},
): Promise<Record<Who, number>> {
  const statuses = {} as Record<Who, number>;
  for (const who of Object.keys(operators) as Who[]) {
    statuses[who] = (await callAdmin(app, call, args, { as: operators[who] })).status;
  }
  return statuses;
}
