import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { createLocalLineVerifier } from '../../adapters/line/line-verifier.js';
import { createLocalStorage } from '../../adapters/storage/local-storage.js';
import { buildApp } from '../../app.js';
import { appConfigFrom, parseEnv } from '../../config.js';
import { connectDatabase } from '../../db/client.js';
import { createOutboxLineMessaging, createOutboxSender } from '../../modules/outbox/outbox-service.js';

/** The committed OpenAPI document: `npm test` checks the served one against it, generated clients read it. */
export const OPENAPI_FILE = resolve(import.meta.dirname, '..', '..', '..', '..', '..', 'docs', 'openapi.json');

/** How to bring the committed document in step, said wherever the two differ. */
export const OPENAPI_REGENERATE = 'npm run openapi';

/** The document as the file holds it: two-space JSON with a final line break, so a change reads as a diff. */
export function openApiFileText(document: unknown): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}

/**
 * The OpenAPI document the server serves (`/api/docs/json`), as a production server would: it comes from
 * the registered routes alone, so the app is built on a database it never connects to (a pool connects on
 * its first query, and nothing is queried) and answers that one request.
 */
export async function servedOpenApiDocument(): Promise<unknown> {
  const env = parseEnv({ NODE_ENV: 'production', DATA_DIR: tmpdir() });
  const database = connectDatabase('postgres://127.0.0.1/openapi-document-needs-no-database');
  const storage = createLocalStorage({ dir: tmpdir() });
  const app = await buildApp({
    config: appConfigFrom(env, 'an-unused-secret-of-at-least-thirty-two-characters'),
    database,
    adapters: {
      mail: createOutboxSender(database.orm, 'email'),
      sms: createOutboxSender(database.orm, 'sms'),
      line: createLocalLineVerifier({ nodeEnv: env.NODE_ENV }),
      lineMessaging: createOutboxLineMessaging(database.orm),
      storage,
      privateStorage: storage,
    },
  });
  try {
    return (await app.inject('/api/docs/json')).json();
  } finally {
    await app.close();
    await database.close();
  }
}
