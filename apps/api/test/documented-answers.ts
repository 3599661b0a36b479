import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Ajv from 'ajv-draft-04';
import addFormats from 'ajv-formats';
import type { FastifyInstance, LightMyRequestResponse as Response } from 'fastify';

/** The route Fastify chose for each answer (`/api/admin/v1/members/:member_id`), read once it is sent. */
const routeOfAnswer = new WeakMap<object, { method: string; url: string }>();

/**
 * The document's checks, made once per worker: test apps serve the same document, generated in a second or
 * so. An app with a route of its own (a test's) gets its own checks, made when that route first answers.
 */
let sharedChecks: DocumentChecks | undefined;
const checksOfApp = new WeakMap<FastifyInstance, DocumentChecks>();

async function checksFor(app: FastifyInstance, method: string, path: string): Promise<DocumentChecks> {
  if (sharedChecks?.documents(method, path)) return sharedChecks;
  let checks = checksOfApp.get(app);
  if (!checks) {
    await app.ready();
    checks = new DocumentChecks(app.swagger() as never);
    checksOfApp.set(app, checks);
    sharedChecks ??= checks;
  }
  return checks;
}

/**
 * The schema of each documented answer, compiled on first use. OpenAPI 3.0 schemas are draft-04's (boolean
 * `exclusiveMinimum`) with `nullable`, which Ajv reads; formats are checked (`date-time`, `uuid`, `email`).
 */
class DocumentChecks {
  private readonly ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false });
  private readonly compiled = new Map<string, ReturnType<Ajv['compile']> | undefined>();

  constructor(private readonly document: { paths: Record<string, Record<string, OpenApiOperation>> }) {
    addFormats(this.ajv);
    this.ajv.addSchema(document, 'openapi.json');
  }

  documents(method: string, path: string): boolean {
    return Boolean(this.document.paths[path]?.[method]);
  }

  /** What is wrong with a JSON answer of `method path` with `status`, or undefined when the document agrees. */
  problemWith(method: string, path: string, status: number, body: unknown): string | undefined {
    const operation = this.document.paths[path]?.[method];
    // A test's own route, declared without a schema, documents no JSON answer: it has no contract to hold.
    if (!operation || !documentsJson(operation)) return undefined;
    const key = `${method} ${path} ${status}`;
    if (!this.compiled.has(key)) this.compiled.set(key, this.compile(operation, method, path, status));
    const validate = this.compiled.get(key);
    if (!validate) return `${method.toUpperCase()} ${path} answered ${status}, a status the document does not list`;
    if (validate(body)) return undefined;
    return `${method.toUpperCase()} ${path} answered ${status} unlike its documented schema: ${this.ajv.errorsText(
      validate.errors,
      { separator: '; ', dataVar: 'answer' },
    )}\n${JSON.stringify(body).slice(0, 2000)}`;
  }

  private compile(operation: OpenApiOperation, method: string, path: string, status: number) {
    const answer = operation.responses[String(status)] ? String(status) : 'default';
    if (!operation.responses[answer]?.content?.['application/json']) return undefined;
    const pointer = ['paths', path, method, 'responses', answer, 'content', 'application/json', 'schema']
      .map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1'))
      .join('/');
    return this.ajv.getSchema(`openapi.json#/${pointer}`);
  }
}

interface OpenApiOperation {
  responses: Record<string, { content?: Record<string, unknown> }>;
}

function documentsJson(operation: OpenApiOperation): boolean {
  return Object.values(operation.responses).some((answer) => answer.content?.['application/json']);
}

/** `/members/:member_id` → `/members/{member_id}`, the document's spelling of a path parameter. */
function documentPathOf(fastifyUrl: string): string {
  return fastifyUrl.replace(/:([A-Za-z_]+)/g, '{$1}');
}

function jsonBodyOf(response: Response): unknown {
  const encoding = response.headers['content-encoding'];
  const raw = response.rawPayload;
  const text = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString();
  return JSON.parse(text);
}

/**
 * Checks every JSON answer the app gives a test against the OpenAPI document it serves: the schema of its
 * route and status. An answer the document does not describe fails the test that received it, with the
 * route, the status and what differs, so the document can never say less than (or other than) the server.
 */
export function checkAnswersAgainstDocument(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.url)
      routeOfAnswer.set(reply.raw, { method: request.method, url: request.routeOptions.url });
    done(null, payload);
  });
  const inject = app.inject.bind(app);
  const checkedInject = async (...args: Parameters<typeof inject>) => {
    const response = (await inject(...args)) as Response;
    const route = routeOfAnswer.get(response.raw.res);
    const contentType = String(response.headers['content-type'] ?? '');
    if (!route || !contentType.startsWith('application/json') || response.rawPayload.length === 0) return response;
    const method = route.method.toLowerCase();
    const path = documentPathOf(route.url);
    const checks = await checksFor(app, method, path);
    const problem = checks.problemWith(method, path, response.statusCode, jsonBodyOf(response));
    if (problem) throw new Error(`The answer disagrees with the OpenAPI document (docs/openapi.json): ${problem}`);
    return response;
  };
  app.inject = checkedInject as typeof app.inject;
}
