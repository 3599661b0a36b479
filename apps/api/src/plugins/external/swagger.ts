import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION, type CallUpload } from '@loyalty/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

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

/**
 * The contracts' zod schemas as JSON Schema; an upload call's body is the multipart form the server
 * reads (`request.file()`), not the empty JSON input its contract validates, so a generated client can
 * upload (issue 10 §5).
 */
function documentCall(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const upload = input.route.config?.upload;
  if (!upload) return transformed;
  return {
    ...transformed,
    schema: { ...transformed.schema, consumes: ['multipart/form-data'], body: multipartBody(upload) },
  };
}

/** The OpenAPI document (`/api/docs/json`) generated from the contracts' schemas, and its reference page. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Chaba Rewards API',
          description:
            'The member API (`/api/v1`) and the back-office API (`/api/admin/v1`, tags `admin: …`, operator tokens). Every call answers `{status:"success", data}` or the error envelope `{status:"error", http_status, code, message, message_th}`, with `errors:[{field, message, message_th}]` for refused fields (DESIGN §5). Uploads are `multipart/form-data` with one file; CSV exports and files stream.',
          version: APP_VERSION,
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: documentCall,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
  { name: 'swagger' },
);
