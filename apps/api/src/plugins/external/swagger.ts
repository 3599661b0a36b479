import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, type CallUpload, PARTNER_KEY_DESCRIPTION, PARTNER_KEY_SCHEME } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

const DOCS_PREFIX = '/api/docs';

/** The multipart form of an upload call: its one file field, binary, naming the types it takes. */
function multipartBody(upload: CallUpload) {
  return {
    type: 'object',
    required: [upload.field],
    properties: {
      [upload.field]: {
        type: 'string',
        format: 'binary',
        description: `One file: ${upload.mediaTypes.join(', ')} (recognised by content)`,
      },
    },
  };
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformObjectInput = Parameters<typeof jsonSchemaTransformObject>[0];
type JsonSchema = Record<string, unknown>;

/** A success answer's text in the document, in place of @fastify/swagger's "Default Response". */
const SUCCESS_DESCRIPTION = 'Done: the success envelope `{status:"success", data}`, `data` as the schema shows';

/** Where @fastify/swagger reads a response's description from its JSON schema. */
const RESPONSE_DESCRIPTION = 'x-response-description';

/** The 200 answer described, unless it names its own description (a `content` map: streams, health). */
function describeSuccess(response: Record<string, JsonSchema> | undefined) {
  const success = response?.['200'];
  if (!success || 'content' in success || success.description) return response;
  return { ...response, 200: { ...success, [RESPONSE_DESCRIPTION]: SUCCESS_DESCRIPTION } };
}

/**
 * The contracts' zod schemas as JSON Schema, each answer described; an upload call's body is the multipart
 * form the server reads (`request.file()`), not the empty JSON input its contract validates, so a generated
 * client can upload (issue 10 §5).
 */
function documentCall(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const schema = transformed.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return transformed;
  const described = { ...schema, response: describeSuccess(schema.response as Record<string, JsonSchema> | undefined) };
  const upload = input.route.config?.upload;
  if (!upload) return { ...transformed, schema: described };
  return {
    ...transformed,
    schema: { ...described, consumes: ['multipart/form-data'], body: multipartBody(upload) },
  };
}

/** Every `#/components/schemas/…` name `value` refers to. */
function referencedNames(value: unknown, names = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) referencedNames(item, names);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') names.add(child.replace('#/components/schemas/', ''));
      else referencedNames(child, names);
    }
  }
  return names;
}

/**
 * OpenAPI 3.0 allows null in a `nullable` schema with an `enum` only when the enum lists it (3.0.3's
 * clarification), and zod's 3.0 output leaves it out: a `z.enum(…).nullable()` answering null, a privilege
 * nobody blocks say, would break the document it is described by.
 */
function nullInNullableEnums(value: unknown): void {
  if (Array.isArray(value)) for (const item of value) nullInNullableEnums(item);
  else if (typeof value === 'object' && value !== null) {
    const schema = value as { nullable?: unknown; enum?: unknown[] };
    if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
    for (const child of Object.values(value)) nullInNullableEnums(child);
  }
}

/**
 * The schemas named in zod's global registry (an `id`) as components, only those the document refers to:
 * the provider adds each name twice (`ErrorEnvelope` and `ErrorEnvelopeInput`) whichever side uses it.
 * Nullable enums then list null.
 */
function documentComponents(input: TransformObjectInput): ReturnType<typeof jsonSchemaTransformObject> {
  const document = jsonSchemaTransformObject(input);
  const { paths, components } = document as { paths?: unknown; components?: { schemas?: Record<string, unknown> } };
  const all = components?.schemas ?? {};
  const used = referencedNames(paths);
  for (const name of used) referencedNames(all[name], used);
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
  nullInNullableEnums(paths);
  nullInNullableEnums(schemas);
  return { ...document, components: { ...components, schemas } } as typeof document;
}

/** The OpenAPI document (`/api/docs/json`) generated from the contracts' schemas, and its reference page. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Chaba Rewards API',
          description:
            'The member API (`/api/v1`), the back-office API (`/api/admin/v1`, tags `admin: …`, operator tokens) and the till and partner API (`/api/partner/v1`, tags `partner: …`, API keys: scheme `partnerApiKey`). Every call answers `{status:"success", data}` or the error envelope `{status:"error", http_status, code, message, message_th}`, with `errors:[{field, message, message_th}]` for refused fields (DESIGN §5). Uploads are `multipart/form-data` with one file; CSV exports and files stream.',
          version: APP_VERSION,
        },
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            [PARTNER_KEY_SCHEME]: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'API key',
              description: PARTNER_KEY_DESCRIPTION,
            },
          },
        },
      },
      transform: documentCall,
      transformObject: documentComponents,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'swagger' },
);
