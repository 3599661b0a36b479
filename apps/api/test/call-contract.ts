import type { CallContract, CallInput, CallOutput, ErrorCode, ErrorEnvelope } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import { API_V1_PREFIX } from '../src/routes/call-route.js';
import { multipartBody } from './multipart.js';

/** Whoever makes the call: a member fixture, or any holder of a bearer token (an operator's too). */
export interface Caller {
  readonly token: string;
}

/** An input the contract would refuse, sent as it is: for tests of validation. */
export interface BadInput {
  readonly badInput: unknown;
}

export function badInput(value: unknown): BadInput {
  return { badInput: value };
}

export interface UploadFile {
  readonly content: Buffer;
  readonly fileName?: string;
  readonly contentType?: string;
  /** The form field; the call's own upload field unless a test sends the file elsewhere. */
  readonly field?: string;
}

export interface CallOptions {
  readonly as?: Caller;
  readonly idempotencyKey?: string;
  readonly language?: 'en' | 'th';
  /** The file of an `upload` call. */
  readonly file?: UploadFile;
  readonly headers?: Record<string, string>;
  /** The client's address, for the limits counted per address. */
  readonly remoteAddress?: string;
}

export type Envelope<T> = { status: 'success'; data: T } | ErrorEnvelope;

/** A call's answer: the status, the parsed envelope typed by the call's output, the raw text and headers. */
export interface ContractAnswer<C extends CallContract> {
  readonly statusCode: number;
  readonly body: Envelope<CallOutput<C>>;
  readonly text: string;
  readonly headers: Record<string, string | string[] | number | undefined>;
  /** The success envelope's data; throws with the whole answer when the call failed. */
  readonly data: CallOutput<C>;
  /** The error envelope's code; undefined on success. */
  readonly code: ErrorCode | undefined;
}

function queryOf(input: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries((input ?? {}) as Record<string, unknown>)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
}

function requestBody(call: CallContract, input: unknown, file: UploadFile | undefined) {
  if (call.method === 'GET') return { query: queryOf(input) };
  if (call.upload && file) {
    const body = multipartBody(
      file.field ?? call.upload.field,
      file.fileName ?? 'upload.bin',
      file.contentType ?? call.upload.mediaTypes[0] ?? 'application/octet-stream',
      file.content,
    );
    return { payload: body.payload, headers: body.headers };
  }
  return input === undefined ? {} : { payload: input as object };
}

/**
 * Makes a member call of `packages/contracts` as the app receives it: GET input as the query string, other
 * methods' input as a JSON body, `upload` calls as multipart with the given file.
 */
export async function callContract<C extends CallContract>(
  app: FastifyInstance,
  call: C,
  input?: CallInput<C> | BadInput,
  options: CallOptions = {},
): Promise<ContractAnswer<C>> {
  const sent = input && typeof input === 'object' && 'badInput' in input ? input.badInput : input;
  const body = requestBody(call, sent, options.file);
  const response = await app.inject({
    method: call.method,
    url: `${API_V1_PREFIX}${call.path}`,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...('query' in body ? { query: body.query } : {}),
    ...('payload' in body ? { payload: body.payload } : {}),
    headers: {
      ...('headers' in body ? body.headers : {}),
      ...(options.as ? { authorization: `Bearer ${options.as.token}` } : {}),
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      ...(options.language ? { 'accept-language': options.language } : {}),
      ...options.headers,
    },
  });
  const envelope = response.json() as Envelope<CallOutput<C>>;
  return {
    statusCode: response.statusCode,
    body: envelope,
    text: response.body,
    headers: response.headers,
    get data() {
      if (envelope.status !== 'success')
        throw new Error(`${call.name} failed (${response.statusCode}): ${response.body}`);
      return envelope.data;
    },
    code: envelope.status === 'success' ? undefined : envelope.code,
  };
}

/** A call's outcome, for counting the answers of racing calls: 'success' or the error code. */
export function outcomeOf(answer: { readonly code: ErrorCode | undefined }): string {
  return answer.code ?? 'success';
}
