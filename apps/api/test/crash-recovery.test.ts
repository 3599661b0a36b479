import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../src/db/client.js';
import { EMBEDDED_DATABASE, embeddedMaintenanceUrl } from '../src/db/embedded.js';
import { idempotencyKeys, pointLedger } from '../src/db/schema.js';
import { databaseUrl } from './database-url.js';
import { createOffer, redeemReadyProfile } from './fixtures/redemptions.js';
import { freePort } from './free-port.js';
import { createTestDatabase } from './helper.js';
import { auditPoints, auditStock, fundedMember } from './ledger-audit.js';
import {
  type HttpAnswer,
  httpCall,
  isListening,
  type ServerProcess,
  scratchDataDir,
  serverEnv,
  startServer,
} from './server-process.js';
import { within } from './within.js';

/** Two starts of a real server (one with initdb in embedded mode), the load and the checks, on a busy machine. */
const SCENARIO_MS = 150_000;
const MEMBERS = 12;
const FUNDS = 1000;
const REDEEM_COST = 50;
const STOCK = 30;
/** Every member sends this many transfers to the next one and tries this many redeems. */
const CALLS_EACH = 8;
const CONCURRENCY = 16;
/** The server is killed once this many answers arrived, with up to CONCURRENCY requests in flight. */
const KILL_AFTER_ANSWERS = 60;
/** What a call may answer besides success: the race is real, so some lose it. */
const BUSINESS_REFUSALS = ['INSUFFICIENT_POINTS', 'OUT_OF_STOCK'];

type Funded = Awaited<ReturnType<typeof fundedMember>>;

interface Call {
  kind: 'transfer' | 'redeem';
  from: Funded;
  /** The recipient of a transfer. */
  to: Funded | undefined;
  /** Points the call moves away from `from` when it succeeds. */
  points: number;
  body: object;
  key: string;
  /** The answer before the crash, if one arrived. */
  answer?: HttpAnswer;
  /** The answer to the retry with the same key after the restart, for a call whose answer was lost. */
  retried?: HttpAnswer;
}

/** Each member sends CALLS_EACH transfers to the next one in a ring and tries CALLS_EACH redeems. */
function callsOf(members: Funded[], privilege: { id: number; categoryId: number }, run: string): Call[] {
  const calls: Call[] = [];
  for (let round = 0; round < CALLS_EACH; round += 1) {
    members.forEach((from, index) => {
      const to = members[(index + 1) % members.length];
      const points = 1 + ((round + index) % 9);
      const transfer = { Member_Id: to?.member.mbkMemberId, Points: points };
      calls.push({ kind: 'transfer', from, to, points, body: transfer, key: `${run}-t-${index}-${round}` });
      const redeem = { Privilege_Id: privilege.id, Category_Id: privilege.categoryId };
      calls.push({
        kind: 'redeem',
        from,
        to: undefined,
        points: REDEEM_COST,
        body: redeem,
        key: `${run}-r-${index}-${round}`,
      });
    });
  }
  return calls;
}

function send(baseUrl: string, call: Call): Promise<HttpAnswer> {
  const path = call.kind === 'transfer' ? 'Point/TransferPoint' : 'Privilege/Redeem';
  return httpCall(`${baseUrl}/api/v1/${path}`, {
    body: call.body,
    headers: { authorization: `Bearer ${call.from.token}`, 'idempotency-key': call.key, 'accept-language': 'en' },
  });
}

/** 'success', or the refusal's code; a 5xx or anything else than the envelope fails the test. */
function outcomeOf(answer: HttpAnswer): string {
  expect(answer.status, answer.body).toBeLessThan(500);
  const envelope = answer.json();
  if (envelope.status === 'success') return 'success';
  expect(BUSINESS_REFUSALS, answer.body).toContain(envelope.code);
  return envelope.code ?? 'unknown';
}

/**
 * Sends the calls CONCURRENCY at a time and kills the server (SIGKILL, as the OOM killer or a power cut
 * would) once KILL_AFTER_ANSWERS answers arrived. Answers the number of calls in flight at that moment.
 */
async function loadUntilKilled(server: ServerProcess, calls: Call[]) {
  let next = 0;
  let answered = 0;
  let inFlight = 0;
  let inFlightAtKill = -1;
  const lane = async () => {
    while (inFlightAtKill < 0 && next < calls.length) {
      const call = calls[next++] as Call;
      inFlight += 1;
      try {
        call.answer = await send(server.baseUrl, call);
        answered += 1;
        if (answered >= KILL_AFTER_ANSWERS && inFlightAtKill < 0) {
          inFlightAtKill = inFlight - 1;
          server.child.kill('SIGKILL');
        }
      } catch {
        // Cut by the kill: retried with its key after the restart.
      } finally {
        inFlight -= 1;
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  await server.exited;
  return inFlightAtKill;
}

/** Retries every call without an answer, with its own key, CONCURRENCY at a time. */
async function retryLost(baseUrl: string, lost: Call[]) {
  let next = 0;
  const lane = async () => {
    while (next < lost.length) {
      const call = lost[next++] as Call;
      call.retried = await send(baseUrl, call);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
}

/** The calls among `calls` whose Idempotency-Key the server stored, i.e. whose work committed. */
async function keysStored(url: string, calls: Call[]): Promise<Set<string>> {
  const database = connectDatabase(url, { max: 1 });
  try {
    const rows = await database.orm
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(
        inArray(
          idempotencyKeys.key,
          calls.map((call) => call.key),
        ),
      );
    return new Set(rows.map((row) => row.key));
  } finally {
    await database.close();
  }
}

/** Balances the answers imply: funds, minus what each sent or spent, plus what each received. */
function expectedBalances(members: Funded[], calls: Call[]): number[] {
  const balance = new Map(members.map(({ member }) => [member.id, FUNDS]));
  const move = (memberId: number, points: number) => balance.set(memberId, (balance.get(memberId) ?? 0) + points);
  for (const call of calls) {
    const answer = call.answer ?? call.retried;
    if (!answer || outcomeOf(answer) !== 'success') continue;
    move(call.from.member.id, -call.points);
    if (call.to) move(call.to.member.id, call.points);
  }
  return members.map(({ member }) => balance.get(member.id) ?? 0);
}

interface DatabaseMode {
  /** The server's environment for this mode, and the URL the test reads the server's database at. */
  env(dataDir: string): Promise<{ env: NodeJS.ProcessEnv; url: string }>;
  /** Drops what `env` made, after the server is gone. */
  cleanUp(dataDir: string): Promise<void>;
}

let cleanUp: (() => Promise<void>) | undefined;
let running: ServerProcess | undefined;
afterEach(async () => {
  await running?.stop('SIGKILL');
  running = undefined;
  await cleanUp?.();
  cleanUp = undefined;
});

async function crashAndRecover(mode: DatabaseMode, run: string) {
  const dataDir = scratchDataDir();
  cleanUp = async () => {
    await mode.cleanUp(dataDir.dir);
    dataDir.remove();
  };
  const { env, url } = await mode.env(dataDir.dir);
  running = await startServer(env);
  let database: Database = connectDatabase(url, { max: 4 });
  const members = await Promise.all(
    Array.from({ length: MEMBERS }, () => fundedMember(database, FUNDS, redeemReadyProfile())),
  );
  const { privilege } = await createOffer(database.orm, {
    pointCost: REDEEM_COST,
    stockTotal: STOCK,
    perMemberLimit: CALLS_EACH,
  });
  await database.close();
  const calls = callsOf(members, privilege, run);

  const inFlightAtKill = await loadUntilKilled(running, calls);
  expect(inFlightAtKill).toBeGreaterThan(0);
  const lost = calls.filter((call) => !call.answer);
  expect(lost.length).toBeGreaterThan(0);

  running = await startServer(env);
  const applied = await keysStored(url, lost);
  await retryLost(running.baseUrl, lost);
  // A lost call that had committed is answered from its stored response, not run twice (the audit below).
  for (const call of lost.filter((call) => applied.has(call.key))) {
    expect(outcomeOf(call.retried as HttpAnswer)).toBe('success');
  }
  console.info(
    `crash test (${run}): killed with ${inFlightAtKill} calls in flight; ${lost.length} answers lost, ` +
      `${applied.size} of those calls had committed and were answered again from their key`,
  );
  // A call that succeeded before the crash, asked again with its key, gets the answer it had: the stored
  // response survived too. (A refusal stores nothing: asked again it would run afresh.)
  const succeededBefore = calls.filter((call) => call.answer && outcomeOf(call.answer) === 'success').slice(0, 10);
  expect(succeededBefore.length).toBeGreaterThan(0);
  for (const call of succeededBefore) {
    const again = await send(running.baseUrl, call);
    expect(again.json()).toEqual(call.answer?.json());
  }
  for (const call of calls) outcomeOf(call.answer ?? (call.retried as HttpAnswer));

  database = connectDatabase(url, { max: 4 });
  try {
    const memberIds = members.map(({ member }) => member.id);
    const audit = await auditPoints(database.orm, memberIds);
    expect(audit.balances).toEqual(expectedBalances(members, calls));
    expect(audit.ledgerSums).toEqual(audit.balances);
    expect(audit.lotsOutOfBalance).toEqual([]);

    const succeeded = (kind: Call['kind']) =>
      calls.filter(
        (call) => call.kind === kind && outcomeOf(call.answer ?? (call.retried as HttpAnswer)) === 'success',
      );
    const redeemed = succeeded('redeem').length;
    expect(redeemed).toBeLessThanOrEqual(STOCK);
    expect(await auditStock(database.orm, privilege.id)).toEqual({
      stockUsed: redeemed,
      redeemed,
      saleStockUsed: 0,
      saleRedeemed: 0,
      pointsSpent: redeemed * REDEEM_COST,
      ledgerSpent: redeemed * REDEEM_COST,
    });
    const [transfersOut] = await database.orm
      .select({ count: sql<number>`count(*)::int` })
      .from(pointLedger)
      .where(and(inArray(pointLedger.memberId, memberIds), eq(pointLedger.kind, 'transfer_out')));
    expect(transfersOut?.count).toBe(succeeded('transfer').length);
  } finally {
    await database.close();
  }
  expect(await running.stop('SIGTERM')).toBe(0);
  running = undefined;
}

describe('kill -9 under load, restart, retry with the same keys', () => {
  it('leaves balances, lots and stock exact on an outside PostgreSQL', { timeout: SCENARIO_MS }, async () => {
    let created: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
    const outside: DatabaseMode = {
      env: async (dataDir) => {
        created = await createTestDatabase();
        return { env: await serverEnv({ DATABASE_URL: created.url, DATA_DIR: dataDir }), url: created.url };
      },
      cleanUp: async () => created?.drop(),
    };
    await crashAndRecover(outside, 'outside');
  });

  it('leaves them exact on the embedded PostgreSQL, which the restart recovers', { timeout: SCENARIO_MS }, async () => {
    const embedded: DatabaseMode = {
      env: async (dataDir) => {
        const port = await freePort();
        const env = await serverEnv({ DATABASE_URL: '', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(port) });
        return { env, url: databaseUrl(embeddedMaintenanceUrl(port), EMBEDDED_DATABASE) };
      },
      cleanUp: async (dataDir) => stopOrphanedPostgres(join(dataDir, 'pg')),
    };
    await crashAndRecover(embedded, 'embedded');
  });
});

describe("kill -9 of the process `npm start` gives (npm's own, as a terminal or a supervisor holds it)", () => {
  it('ends the server with it: the port is freed, the embedded PostgreSQL stopped, and the next start starts', {
    timeout: SCENARIO_MS,
  }, async () => {
    const dataDir = scratchDataDir();
    const clusterDir = join(dataDir.dir, 'pg');
    cleanUp = async () => {
      stopOrphanedPostgres(clusterDir);
      dataDir.remove();
    };
    const databasePort = await freePort();
    const env = await serverEnv({ DATABASE_URL: '', DATA_DIR: dataDir.dir, EMBEDDED_PG_PORT: String(databasePort) });
    const ports = [Number(env.PORT), databasePort];
    running = await startServer(env, { throughNpm: true });
    expect(existsSync(join(clusterDir, 'postmaster.pid'))).toBe(true);

    running.child.kill('SIGKILL');
    await running.exited;
    const isEverythingStopped = async () => {
      const listening = await Promise.all(ports.map(isListening));
      return !listening.includes(true) && !existsSync(join(clusterDir, 'postmaster.pid'));
    };
    expect(await within(30_000, isEverythingStopped)).toBe(true);

    running = await startServer(env, { throughNpm: true });
    const answer = await httpCall(`${running.baseUrl}/api/health`);
    expect(answer.status).toBe(200);
    await running.stop('SIGTERM');
    running = undefined;
    expect(await within(30_000, isEverythingStopped)).toBe(true);
  });
});

/** After a failed run: the postmaster a killed server may have left on `dir` (fast shutdown). */
function stopOrphanedPostgres(dir: string) {
  const lockFile = join(dir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    // Already gone.
  }
}
