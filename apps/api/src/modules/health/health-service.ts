import { APP_VERSION } from '@loyalty/contracts';
import type { Executor } from '../../db/client.js';
import { pingDatabase } from './health-repository.js';

/** `/api/health`: the process answers and the database runs `select 1`; a failure is reported, not thrown. */
export async function checkHealth(db: Executor, report: (error: unknown) => void) {
  try {
    await pingDatabase(db);
    return { status: 'ok', version: APP_VERSION, database: 'up' } as const;
  } catch (error) {
    report(error);
    return { status: 'degraded', version: APP_VERSION, database: 'down' } as const;
  }
}
