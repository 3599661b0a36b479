// The till's speed (issue 33, DESIGN §13): sales on distinct members through the partner API at
// `connections`, and the receipt race (many identical posts of few receipts: each receipt earns once).
// Like races.mjs: a closed loop of clients against the running server, checked in the database after.
import { Agent, request } from 'node:http';
import { checkLedger } from './seed-large.mjs';
import { closedLoop, loopbackUrl, percentile, withDatabaseClient } from './support.mjs';

/** The demo seed's partner client (apps/api/src/seed/seed-api-clients.ts): not in production. */
export const DEMO_TILL = { key: 'lk_DEMO-POS-key-for-local-development-only-001', storeCode: 'CHB-BKK-005' };
export const TILL_TARGETS = { salesPerSecond: 500, p99Ms: 200 };
const SALE_PATH = '/api/partner/v1/transactions';

/** POST a JSON body; answers the HTTP status and the envelope. */
function postJson(url, body, headers, agent) {
  return new Promise((resolve, reject) => {
    const payload = Buffer.from(JSON.stringify(body));
    const outgoing = request(
      loopbackUrl(url.toString()),
      {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': payload.length, ...headers },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          try {
            resolve({ status: response.statusCode, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

const outcomeOf = (answer) =>
  answer.body?.status === 'success' ? 'success' : String(answer.body?.code ?? answer.status);

function saleBody(memberCode, receiptNo, storeCode) {
  return {
    member_id: memberCode,
    store_code: storeCode,
    receipt_no: receiptNo,
    amount: 250.5,
    occurred_at: new Date(Date.now() - 60_000).toISOString(),
  };
}

/**
 * Sales with distinct receipt numbers, the members taken in turn so no two sales in flight share one
 * (`memberCodes.length` > `connections`): the rate of the till without member contention. Every success
 * must be one new sale row.
 */
export async function tillSaleRate({ baseUrl, databaseUrl, memberCodes, connections, seconds, till = DEMO_TILL }) {
  if (memberCodes.length <= connections) throw new Error('the till run needs more members than connections');
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(SALE_PATH, baseUrl);
  const headers = { authorization: `Bearer ${till.key}` };
  const run = `B${Date.now().toString(36)}`;
  const salesBefore = await countSales(databaseUrl);
  const load = await closedLoop({
    databaseUrl,
    connections,
    seconds,
    send: async (index) => {
      const body = saleBody(memberCodes[index % memberCodes.length], `${run}-${index}`, till.storeCode);
      return outcomeOf(await postJson(url, body, headers, agent));
    },
  });
  agent.destroy();
  const { latencies, outcomes } = load;
  const succeeded = outcomes.success ?? 0;
  const perSale = (ms) => Number((ms / (succeeded || 1)).toFixed(2));
  const recorded = (await countSales(databaseUrl)) - salesBefore;
  const salesPerSecond = Math.round(succeeded / load.seconds);
  const p99 = Math.round(percentile(latencies, 0.99));
  const failures = load.sent - succeeded;
  return {
    members: memberCodes.length,
    connections,
    seconds: Number(load.seconds.toFixed(2)),
    salesPerSecond,
    p50: Math.round(percentile(latencies, 0.5)),
    p99,
    succeeded,
    failures,
    outcomes,
    recorded,
    databaseCpuMsPerSale: perSale(load.databaseCpuMs),
    generatorCpuMsPerSale: perSale(load.generatorCpuMs),
    machineCpuMsPerSale: perSale(load.machineCpuMs),
    targets: TILL_TARGETS,
    pass:
      salesPerSecond >= TILL_TARGETS.salesPerSecond &&
      p99 <= TILL_TARGETS.p99Ms &&
      failures === 0 &&
      recorded === succeeded,
  };
}

function countSales(databaseUrl) {
  return withDatabaseClient(databaseUrl, async (client) => {
    const { rows } = await client.query('SELECT count(*)::int AS total FROM till_sales');
    return rows[0].total;
  });
}

/**
 * `posts` parallel posts spread over `receipts` receipt numbers (identical bodies per receipt, each
 * receipt on its own member): exactly `receipts` sales and `duplicate: false` answers, every other answer
 * a duplicate of it, one earn per receipt in the ledger, and each member's ledger sum equal to the
 * balance its sale answered and to its lots (the ledger rules).
 */
export async function receiptRace({ baseUrl, databaseUrl, members, posts, connections, till = DEMO_TILL }) {
  const receipts = members.codes.length;
  const run = `R${Date.now().toString(36)}`;
  const bodies = members.codes.map((code, index) => saleBody(code, `${run}-${index}`, till.storeCode));
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(SALE_PATH, baseUrl);
  const headers = { authorization: `Bearer ${till.key}` };
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: posts }, (_, index) => postJson(url, bodies[index % receipts], headers, agent)),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const outcomes = {};
  let firsts = 0;
  let duplicates = 0;
  const balances = new Map();
  const transactions = new Map();
  answers.forEach((answer, index) => {
    const outcome = outcomeOf(answer);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    if (outcome !== 'success') return;
    const receipt = index % receipts;
    if (answer.body.data.duplicate) duplicates += 1;
    else firsts += 1;
    balances.set(receipt, Math.max(balances.get(receipt) ?? 0, answer.body.data.point_balance));
    const ids = transactions.get(receipt) ?? new Set();
    ids.add(answer.body.data.transaction_id);
    transactions.set(receipt, ids);
  });
  const stored = await withDatabaseClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `WITH sales AS (SELECT id, member_id FROM till_sales WHERE receipt_no LIKE $1 || '-%')
       SELECT (SELECT count(*) FROM sales)::int AS sales,
         (SELECT count(*) FROM point_ledger WHERE reference IN (SELECT 'till_sale:' || id FROM sales))::int AS earns`,
      [run],
    );
    const { rows: sums } = await client.query(
      'SELECT member_id::int AS member, sum(delta)::int AS points FROM point_ledger WHERE member_id = ANY($1) GROUP BY member_id',
      [members.ids],
    );
    return { ...rows[0], sums: new Map(sums.map((row) => [row.member, row.points])) };
  });
  const ledger = await checkLedger(databaseUrl, Math.min(...members.ids), Math.max(...members.ids));
  const balanceMismatches = members.ids.filter((id, receipt) => stored.sums.get(id) !== balances.get(receipt)).length;
  const oneTransaction = [...transactions.values()].every((ids) => ids.size === 1) && transactions.size === receipts;
  const exact =
    firsts === receipts &&
    duplicates === posts - receipts &&
    stored.sales === receipts &&
    stored.earns === receipts &&
    oneTransaction &&
    balanceMismatches === 0 &&
    ledger.balanceMismatches === 0 &&
    ledger.lotMismatches === 0 &&
    ledger.entryMismatches === 0;
  return {
    posts,
    receipts,
    connections,
    seconds: Number(seconds.toFixed(3)),
    firsts,
    duplicates,
    outcomes,
    sales: stored.sales,
    earns: stored.earns,
    balanceMismatches,
    ledger,
    exact,
  };
}
