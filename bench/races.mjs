// Writes under load (issue 13 part 3): the flash-sale race (many members, little stock: exactly the stock
// is redeemed, checked in the database) and transfers per second between distinct pairs of members.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { checkLedger } from './seed-large.mjs';
import { closedLoop, loopbackUrl, percentile, withDatabaseClient } from './support.mjs';

/** POST a JSON body and answer the envelope; `agent` bounds the connections. */
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
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
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

/**
 * A privilege of the first category whose flash sale (live now, its own price and `stock`) the operator
 * set up, as the catalogue CLI would: rows in the database. Ids come back as numbers: node-postgres
 * reads bigint as text, and Redeem takes ids only as JSON numbers (issue 13 strict input types).
 */
async function createFlashSale(client, stock) {
  const { rows } = await client.query(
    `WITH privilege AS (
       INSERT INTO privileges (category_id, partner_id, kind, title_en, title_th, description_en, description_th,
         conditions_en, conditions_th, image_url, point_cost, stock_total, per_member_limit, starts_at, ends_at, sort)
       SELECT (SELECT min(id) FROM privilege_categories), (SELECT min(id) FROM partners), 'ecoupon',
         'Bench flash sale', 'แฟลชเซลทดสอบ', 'The flash-sale race.', 'การแข่งแฟลชเซล', 'One per member.',
         'หนึ่งสิทธิ์ต่อสมาชิก', (SELECT min(image_url) FROM privileges), 500, $1 * 10, 1,
         now() - interval '1 day', now() + interval '30 days', 0
       RETURNING id, category_id)
     INSERT INTO flash_sales (privilege_id, point_cost, stock_total, starts_at, ends_at)
     SELECT id, 10, $1, now() - interval '1 minute', now() + interval '1 hour' FROM privilege
     RETURNING id::int AS "flashSaleId", privilege_id::int AS "privilegeId",
       (SELECT category_id FROM privilege)::int AS "categoryId"`,
    [stock],
  );
  // pg answers bigint columns as strings; the API takes ids only as JSON numbers.
  const [sale] = rows;
  return {
    flashSaleId: Number(sale.flashSaleId),
    privilegeId: Number(sale.privilegeId),
    categoryId: Number(sale.categoryId),
  };
}

/**
 * Every racer redeems the flash sale at once (at most `connections` requests in flight): answers the
 * outcomes, the time from the first request to the last answer, and what the database holds afterwards.
 */
export async function flashSaleRace({ baseUrl, databaseUrl, racers, stock, connections }) {
  const sale = await withDatabaseClient(databaseUrl, (client) => createFlashSale(client, stock));
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL('/api/v1/Privilege/Redeem', baseUrl);
  const body = { Privilege_Id: sale.privilegeId, Category_Id: sale.categoryId, Flash_Sale_Id: sale.flashSaleId };
  const started = performance.now();
  const answers = await Promise.all(
    racers.map(({ token }) =>
      postJson(url, body, { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() }, agent),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const outcomes = {};
  for (const answer of answers) {
    const outcome = answer.status === 'success' ? 'success' : String(answer.code);
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  const stored = await withDatabaseClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT (SELECT stock_used FROM flash_sales WHERE id = $1) AS "stockUsed",
         (SELECT count(*) FROM redemptions WHERE flash_sale_id = $1)::int AS redemptions,
         (SELECT count(*) FROM point_ledger WHERE kind = 'spend' AND reference = 'privilege:' || $2)::int AS spends`,
      [sale.flashSaleId, sale.privilegeId],
    );
    return rows[0];
  });
  const redeemed = outcomes.success ?? 0;
  const exact =
    redeemed === stock &&
    stored.stockUsed === stock &&
    stored.redemptions === stock &&
    stored.spends === stock &&
    (outcomes.OUT_OF_STOCK ?? 0) === racers.length - stock;
  return { members: racers.length, stock, connections, redeemed, outcomes, ...stored, exact, seconds };
}

/**
 * 1-point transfers, each pair (sender → its own receiver) used in turn so no two transfers in flight
 * share a member: the rate the ledger sustains without contention. A closed loop of `connections`
 * clients that each wait for their answer, so every transfer sent is answered before the count: then
 * each success must be exactly one new `transfer_out`, and the ledger rules must hold for the pairs.
 */
export async function transferRate({ baseUrl, databaseUrl, pairs, memberRange, connections, seconds }) {
  const lastEntryBefore = await withDatabaseClient(databaseUrl, async (client) => {
    const { rows } = await client.query('SELECT coalesce(max(id), 0) AS id FROM point_ledger');
    return Number(rows[0].id);
  });
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL('/api/v1/Point/TransferPoint', baseUrl);
  const load = await closedLoop({
    databaseUrl,
    connections,
    seconds,
    send: async (index) => {
      const { sender, receiverCode } = pairs[index % pairs.length];
      const headers = { authorization: `Bearer ${sender}`, 'idempotency-key': randomUUID() };
      const answer = await postJson(url, { Member_Id: receiverCode, Points: 1 }, headers, agent);
      return answer.status === 'success' ? 'success' : String(answer.code);
    },
  });
  agent.destroy();
  const { latencies, outcomes } = load;
  const succeeded = outcomes.success ?? 0;
  const perTransfer = (ms) => Number((ms / (succeeded || 1)).toFixed(2));
  const recorded = await countTransfersSince(databaseUrl, memberRange, lastEntryBefore);
  const ledger = await checkLedger(databaseUrl, ...memberRange);
  const consistent =
    recorded === succeeded &&
    ledger.balanceMismatches === 0 &&
    ledger.lotMismatches === 0 &&
    ledger.entryMismatches === 0;
  return {
    pairs: pairs.length,
    connections,
    seconds: Number(load.seconds.toFixed(2)),
    transfersPerSecond: Math.round(succeeded / load.seconds),
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    succeeded,
    outcomes,
    recorded,
    consistent,
    databaseCpuMsPerTransfer: perTransfer(load.databaseCpuMs),
    generatorCpuMsPerTransfer: perTransfer(load.generatorCpuMs),
    machineCpuMsPerTransfer: perTransfer(load.machineCpuMs),
    targetPerSecond: 1000,
  };
}

function countTransfersSince(databaseUrl, [first, last], lastEntryBefore) {
  return withDatabaseClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT count(*)::int AS total FROM point_ledger
       WHERE kind = 'transfer_out' AND member_id BETWEEN $1 AND $2 AND id > $3`,
      [first, last, lastEntryBefore],
    );
    return rows[0].total;
  });
}
