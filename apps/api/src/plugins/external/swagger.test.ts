import { readFileSync } from 'node:fs';
import {
  approveReceiptCall,
  type CallContract,
  calls,
  changePrivilegeStockCall,
  createAdjustment,
  createAdminPrivilege,
  updateOperator,
} from '@loyalty/contracts';
import { Validator } from '@seriousme/openapi-schema-validator';
import Ajv from 'ajv-draft-04';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { inputFieldNames } from '../../../test/contract-inputs.js';
import { bearer, createMember, logIn } from '../../../test/factories.js';
import { multipartBody } from '../../../test/multipart.js';
import { useTestApp } from '../../../test/test-app.js';
import { OPENAPI_FILE, OPENAPI_REGENERATE, openApiFileText } from './openapi-document.js';

interface OpenApiOperation {
  security?: unknown;
  responses: Record<string, { description: string; content: Record<string, { schema: unknown }> }>;
}

const context = useTestApp();

describe('OpenAPI document', () => {
  it('lists every contracts call with its input, output and error codes', async () => {
    const response = await context.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    for (const call of Object.values(calls)) {
      const operation = document.paths[`/api/v1${call.path}`]?.[call.method.toLowerCase()];
      expect(operation, call.name).toBeDefined();
      expect(operation.operationId).toBe(call.name);
      expect(operation.responses['200']).toBeDefined();
      const described = JSON.stringify(operation.responses);
      for (const code of call.errors) expect(described, `${call.name} ${code}`).toContain(code);
      const fields = Object.keys((call.input as { shape?: object }).shape ?? {});
      if (call.method !== 'GET') expect(operation.requestBody, call.name).toBeDefined();
      else expect((operation.parameters ?? []).map((parameter: { name: string }) => parameter.name)).toEqual(fields);
      expect(operation.security, call.name).toEqual(call.access === 'public' ? [] : [{ bearerAuth: [] }]);
    }
  });

  it('documents each request as the server reads it: uploads as multipart with their file, others as JSON fields', async () => {
    const document = (await context.app.inject('/api/docs/json')).json();
    const allCalls = Object.values(calls) as CallContract[];
    for (const call of allCalls.filter((each) => each.method !== 'GET')) {
      const content = document.paths[`/api/v1${call.path}`][call.method.toLowerCase()].requestBody.content;
      if (call.upload) {
        expect(Object.keys(content), call.name).toEqual(['multipart/form-data']);
        const form = content['multipart/form-data'].schema;
        expect(form.required, call.name).toEqual([call.upload.field]);
        expect(form.properties[call.upload.field], call.name).toMatchObject({ type: 'string', format: 'binary' });
        continue;
      }
      expect(Object.keys(content), call.name).toEqual(['application/json']);
      const schema = content['application/json'].schema;
      const variants: { properties?: object }[] = schema.anyOf ?? [schema];
      const documented = new Set(variants.flatMap((variant) => Object.keys(variant.properties ?? {})));
      expect([...documented].sort(), call.name).toEqual(inputFieldNames(call).sort());
    }
    expect(allCalls.filter((call) => call.upload).map((call) => call.name)).toEqual([
      'UpdateProfilePicture',
      'UploadReceipt',
    ]);
  });

  it('reads the documented file field of every upload call, and refuses JSON there', async () => {
    const member = await createMember(context.database.orm);
    const token = await logIn(context.app, member.email ?? '');
    for (const call of (Object.values(calls) as CallContract[]).filter((each) => each.upload)) {
      const url = `/api/v1${call.path}`;
      const field = call.upload?.field ?? '';
      const text = multipartBody(field, 'note.txt', 'text/plain', Buffer.from('not a picture'));
      const read = await context.app.inject({
        method: call.method,
        url,
        payload: text.payload,
        headers: { ...text.headers, ...bearer(token) },
      });
      expect(read.json().code, call.name).toBe('UNSUPPORTED_FILE');
      const elsewhere = multipartBody(`${field}Other`, 'note.txt', 'text/plain', Buffer.from('x'));
      const unread = await context.app.inject({
        method: call.method,
        url,
        payload: elsewhere.payload,
        headers: { ...elsewhere.headers, ...bearer(token) },
      });
      expect(unread.json().errors, call.name).toEqual([expect.objectContaining({ field })]);
      const json = await context.app.inject({ method: call.method, url, payload: {}, headers: bearer(token) });
      expect(json.json().code, call.name).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('is the committed docs/openapi.json', async () => {
    const served = openApiFileText((await context.app.inject('/api/docs/json')).json()).split('\n');
    const committed = readFileSync(OPENAPI_FILE, 'utf8').split('\n');
    const line = served.findIndex((text, index) => text !== committed[index]);
    expect(
      line,
      `docs/openapi.json differs from the served document from line ${line + 1} (served ${served[line]?.trim()}, committed ${committed[line]?.trim()}): run \`${OPENAPI_REGENERATE}\` and commit docs/openapi.json`,
    ).toBe(-1);
    expect(committed.length).toBe(served.length);
  });

  it('is a valid OpenAPI document whose every reference resolves', async () => {
    const validator = new Validator();
    const verdict = await validator.validate((await context.app.inject('/api/docs/json')).json());
    expect(verdict.errors).toBeUndefined();
    expect(verdict.valid).toBe(true);
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it('describes every answer and states the error envelope once, which every error answer refers to', async () => {
    const response = await context.app.inject('/api/docs/json');
    const document = response.json();
    expect(Object.keys(document.components.schemas)).toEqual(['FieldError', 'ErrorEnvelope']);
    expect(response.body.split('"message_th":{"type":"string"}').length - 1).toBe(2);
    for (const [path, methods] of Object.entries<Record<string, OpenApiOperation>>(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(Array.isArray(operation.security), `${method} ${path}`).toBe(true);
        if (path !== '/api/health') expect(Object.keys(operation.responses), `${method} ${path}`).toContain('503');
        for (const [status, answer] of Object.entries(operation.responses)) {
          expect(answer.description, `${method} ${path} ${status}`).not.toBe('Default Response');
          if (Number(status) >= 400 && path !== '/api/health')
            expect(answer.content['application/json']?.schema, `${method} ${path} ${status}`).toEqual({
              $ref: '#/components/schemas/ErrorEnvelope',
            });
        }
      }
    }
  });

  it('states the rules the contracts check on a field, so the document refuses what the server refuses', async () => {
    const document = (await context.app.inject('/api/docs/json')).json();
    // Whole satang are a multiple of 0.01, which binary fractions only approach.
    const ajv = new Ajv({ strict: false, multipleOfPrecision: 9 });
    const cases: [string, string, string, z.ZodType, unknown[]][] = [
      [
        'post',
        '/api/admin/v1/privileges',
        'image_url',
        createAdminPrivilege.input.shape.image_url,
        [
          'https://cdn.example/a.png',
          '/media/a.png',
          'http://cdn.example/a.png',
          'HTTPS://cdn.example/a.png',
          '//evil.example/x.png',
          '/\\evil.example/x.png',
          'javascript:alert(1)',
          'https://',
          'https://cdn.example/a b.png',
          'media/a.png',
        ],
      ],
      [
        'post',
        '/api/admin/v1/privileges',
        'title_en',
        createAdminPrivilege.input.shape.title_en,
        ['Coffee', 'กาแฟ 😀', 'Cof\u0000fee', 'a\u202eb', 'a\u0085b', 'x\ud800y', 'line\nbreak'],
      ],
      [
        'post',
        '/api/admin/v1/members/{member_id}/adjustments',
        'points',
        createAdjustment.input.shape.points,
        [5, -5, 0, 1.5],
      ],
      ['post', '/api/admin/v1/privileges/{id}/stock', 'add', changePrivilegeStockCall.input.shape.add, [3, 0, -3]],
      [
        'post',
        '/api/admin/v1/receipts/{id}/approve',
        'amount',
        approveReceiptCall.input.shape.amount,
        [12.34, 1250.5, 12.345, 0],
      ],
      ['put', '/api/admin/v1/operators/{id}', '', updateOperator.input, [{}, { name: 'Somchai' }, { disabled: true }]],
    ];
    for (const [method, path, field, contract, samples] of cases) {
      const body = document.paths[path][method].requestBody.content['application/json'].schema;
      const validate = ajv.compile(field ? body.properties[field] : body);
      for (const sample of samples) {
        expect(validate(sample), `${path} ${field} ${JSON.stringify(sample)}`).toBe(contract.safeParse(sample).success);
      }
    }
  });

  it('lets a nullable choice be null, as OpenAPI 3.0 allows only when its enum lists null', async () => {
    const document = (await context.app.inject('/api/docs/json')).json();
    const detail = document.paths['/api/v1/Privilege/GetPrivilegeDetail'].get.responses['200'];
    const blockedBy = detail.content['application/json'].schema.properties.data.properties.blocked_by;
    expect(blockedBy).toMatchObject({ nullable: true, type: 'string' });
    expect(blockedBy.enum).toContain(null);
  });

  it('leaves the method fallbacks and static files out of the document', async () => {
    const document = (await context.app.inject('/api/docs/json')).json();
    expect(Object.keys(document.paths['/api/v1/authentication/LoginEmail'])).toEqual(['post']);
  });

  it('serves the reference page', async () => {
    const response = await context.app.inject('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
