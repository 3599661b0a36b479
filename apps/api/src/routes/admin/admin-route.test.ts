import { Readable } from 'node:stream';
import { defineAdminCall, idParam, noParams } from '@loyalty/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callAdmin, memberToken, signInOperator } from '../../../test/admin-kit.js';
import { useTestApp } from '../../../test/test-app.js';
import { contentDispositionOf, registerAdminCall } from './admin-route.js';

/** Stand-ins for the calls the back-office areas add: a read with a path parameter, a write, a stream. */
const readThing = defineAdminCall({
  name: 'TestReadThing',
  method: 'GET',
  path: '/test-things/{id}',
  summary: 'Test-only read',
  access: 'operator',
  params: z.object({ id: idParam }),
  input: z.object({ detail: z.enum(['short', 'long']).default('short') }),
  output: z.object({ id: z.number(), detail: z.string() }),
  errors: ['VALIDATION_FAILED', 'UNAUTHORIZED'],
});

const writeThing = defineAdminCall({
  name: 'TestWriteThing',
  method: 'POST',
  path: '/test-things',
  summary: 'Test-only admin write',
  access: 'admin',
  params: noParams,
  input: z.object({ points: z.int() }),
  output: z.object({ points: z.int(), key: z.string().nullable(), operator_id: z.number().nullable() }),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN'],
  idempotent: true,
});

const exportThings = defineAdminCall({
  name: 'TestExportThings',
  method: 'GET',
  path: '/test-things.csv',
  summary: 'Test-only CSV export',
  access: 'operator',
  params: noParams,
  input: z.object({}),
  output: z.never(),
  errors: ['UNAUTHORIZED'],
  answer: 'csv',
});

const showFile = defineAdminCall({
  name: 'TestShowFile',
  method: 'GET',
  path: '/test-things/{id}/file',
  summary: 'Test-only file',
  access: 'operator',
  params: z.object({ id: idParam }),
  input: z.object({}),
  output: z.never(),
  errors: ['UNAUTHORIZED'],
  answer: 'file',
});

const context = useTestApp();

beforeAll(async () => {
  registerAdminCall(context.app, readThing, {
    handler: async ({ params, input }) => ({ id: params.id, detail: input.detail }),
  });
  registerAdminCall(context.app, writeThing, {
    handler: async ({ input, idempotencyKey, actor }) => ({
      points: input.points,
      key: idempotencyKey ?? null,
      operator_id: actor.operatorId,
    }),
  });
  registerAdminCall(context.app, exportThings, {
    handler: async () => ({
      body: Readable.from(['id,name\n', '1,one\n', '2,two\n']),
      filename: 'things.csv',
    }),
  });
  registerAdminCall(context.app, showFile, {
    handler: async ({ params }) => ({
      body: Readable.from([Buffer.from(`%PDF-${params.id}`)]),
      filename: `thing-${params.id}.pdf`,
      contentType: 'application/pdf',
      disposition: 'inline' as const,
    }),
  });
  await context.app.ready();
});

describe('admin call routes', () => {
  it('reads path parameters and the GET query, and answers the success envelope', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const result = await callAdmin(
      context.app,
      readThing,
      { params: { id: 7 }, input: { detail: 'long' } },
      { as: staff },
    );
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ status: 'success', data: { id: 7, detail: 'long' } });
  });

  it('refuses a malformed path parameter with a bilingual field error', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const response = await context.app.inject({
      method: 'GET',
      url: '/api/admin/v1/test-things/0x10',
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ field: 'id', message: expect.any(String), message_th: expect.any(String) }],
    });
  });

  it('reads the JSON body of a write, passes the Idempotency-Key and the operator as the actor', async () => {
    const admin = await signInOperator(context.app, 'admin');
    const result = await callAdmin(
      context.app,
      writeThing,
      { input: { points: 5 } },
      { as: admin, idempotencyKey: 'attempt-key-01' },
    );
    expect(result.body).toEqual({
      status: 'success',
      data: { points: 5, key: 'attempt-key-01', operator_id: admin.id },
    });
    const refused = await callAdmin(
      context.app,
      writeThing,
      { input: { points: '5' as unknown as number } },
      { as: admin },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'points' }] });
  });

  it('answers 401 without a token or with a member token, and 403 to staff on an admin-only call', async () => {
    expect((await callAdmin(context.app, readThing, { params: { id: 1 } })).body).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const member = await callAdmin(
      context.app,
      readThing,
      { params: { id: 1 } },
      { as: await memberToken(context.app) },
    );
    expect(member.status).toBe(401);
    const staff = await signInOperator(context.app, 'staff');
    const forbidden = await callAdmin(context.app, writeThing, { input: { points: 1 } }, { as: staff });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ code: 'FORBIDDEN', http_status: 403 });
  });

  it('streams a CSV answer as a download', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const result = await callAdmin(context.app, exportThings, {}, { as: staff });
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(result.headers['content-disposition']).toBe('attachment; filename="things.csv"');
    expect(result.text).toBe('id,name\n1,one\n2,two\n');
    expect((await callAdmin(context.app, exportThings)).body).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('names a Thai download by RFC 6266: the UTF-8 name in filename*, a plain fallback in filename', () => {
    expect(contentDispositionOf('attachment', 'code-batch-สงกรานต์-2027-2026-11-28.csv')).toBe(
      'attachment; filename="code-batch-________-2027-2026-11-28.csv"; ' +
        "filename*=UTF-8''code-batch-%E0%B8%AA%E0%B8%87%E0%B8%81%E0%B8%A3%E0%B8%B2%E0%B8%99%E0%B8%95%E0%B9%8C-2027-2026-11-28.csv",
    );
    expect(contentDispositionOf('attachment', `it's "(x)".csv`)).toBe(
      `attachment; filename="it_s___x__.csv"; filename*=UTF-8''it%27s%20%22%28x%29%22.csv`,
    );
  });

  it('streams a file answer in its own type, inline for the console to show', async () => {
    const staff = await signInOperator(context.app, 'staff');
    const result = await callAdmin(context.app, showFile, { params: { id: 3 } }, { as: staff });
    expect(result.headers['content-type']).toBe('application/pdf');
    expect(result.headers['content-disposition']).toBe('inline; filename="thing-3.pdf"');
    expect(result.headers['cache-control']).toBe('no-store');
    expect(result.text).toBe('%PDF-3');
  });

  it('documents admin calls under their own tags with bearer security', async () => {
    const document = (await context.app.inject('/api/docs/json')).json();
    const read = document.paths['/api/admin/v1/test-things/{id}'].get;
    expect(read.tags).toEqual(['admin: test-things']);
    expect(read.security).toEqual([{ bearerAuth: [] }]);
    expect(read.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id' })]));
    const exported = document.paths['/api/admin/v1/test-things.csv'].get;
    expect(Object.keys(exported.responses['200'].content)).toEqual(['text/csv']);
    expect(document.paths['/api/admin/v1/auth/login'].post.tags).toEqual(['admin: auth']);
    expect(document.paths['/api/admin/v1/auth/login'].post.security).toEqual([]);
  });
});
