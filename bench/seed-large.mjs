// Bulk seed of the bench (issue 13 part 3): members with their point histories, and privileges, written
// with COPY FROM STDIN (pg-copy-streams), one connection per table. As a superuser the tables load at
// once with `session_replication_role = replica` (no per-row foreign-key triggers: the rows are made
// consistent by construction, and checkLedger proves it afterwards), and each member's history is made
// once for the three tables that hold a part of it; otherwise one table after another, each making its
// own rows. A COPY at least as large as its table goes in without the table's plain indexes, which are
// made again afterwards (issue 39: one sorted build instead of an index insert per row).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pointHistories, randomFrom } from './seed-ledger.mjs';

const NULL = '\\N';
const BATCH_CHARS = 256 * 1024;
/** Batches a COPY stream holds before the pass that fills it waits for its connection. */
const QUEUED_BATCHES = 4;
/**
 * Sort memory of each index build after a COPY: with the default 64 MB, the sort of a 20-million-entry
 * index (about a gigabyte of keys) would go to disk in many runs to merge.
 */
const INDEX_BUILD_MEMORY = '512MB';
/** Index builds at once after a COPY, one a connection: the bench machine has two cores. */
const INDEX_BUILDERS = 2;

/** COPY text format: tab-separated, \N for null (the seeded values hold no tab, newline or backslash). */
const row = (...values) => `${values.map((value) => (value === null ? NULL : String(value))).join('\t')}\n`;
/**
 * Times as COPY text, each made once: a member's lots share their entries' times, and a million lots
 * share a few expiries. toISOString took nearly a quarter of the bench process's CPU (V8 profile, issue 39).
 */
const isoTexts = new Map();
/** Far more than the times of one pair of members' histories; emptied when full, so memory stays flat. */
const ISO_TEXTS_KEPT = 4096;
const iso = (date) => {
  const time = date.getTime();
  let text = isoTexts.get(time);
  if (text === undefined) {
    if (isoTexts.size === ISO_TEXTS_KEPT) isoTexts.clear();
    text = date.toISOString();
    isoTexts.set(time, text);
  }
  return text;
};

async function connect(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

/** One connection per table; true when they may skip foreign-key triggers (superuser). */
async function copyConnections(databaseUrl, count) {
  const clients = await Promise.all(Array.from({ length: count }, () => connect(databaseUrl)));
  try {
    await Promise.all(clients.map((client) => client.query('SET session_replication_role = replica')));
    return { clients, parallel: true };
  } catch {
    // Refused to each connection alike (one role), so none skips the triggers; resetting would be refused too.
    return { clients, parallel: false };
  }
}

/**
 * One pass over `items` feeding one COPY stream per table, `rowsOf(item)` giving the text of the rows an
 * item puts in the table. The pass waits whenever a stream holds QUEUED_BATCHES batches, so it keeps a
 * few batches in memory, never a table; and it stops for good unless every stream is read at once.
 */
function copyStreams(items, tables) {
  const waiting = tables.map(() => undefined);
  let stopped = false;
  const wake = (index) => {
    const resume = waiting[index];
    waiting[index] = undefined;
    resume?.();
  };
  const streams = tables.map(
    (_, index) =>
      new Readable({
        highWaterMark: QUEUED_BATCHES * BATCH_CHARS,
        read: () => wake(index),
        destroy: (error, callback) => {
          stopped = true;
          for (const other of tables.keys()) wake(other);
          callback(error);
        },
      }),
  );
  const room = (index) => new Promise((resolve) => (waiting[index] = resolve));
  const fill = async () => {
    const batches = tables.map(() => '');
    for (const item of items) {
      for (const [index, table] of tables.entries()) {
        batches[index] += table.rowsOf(item);
        if (batches[index].length < BATCH_CHARS) continue;
        const more = streams[index].push(batches[index]);
        batches[index] = '';
        if (!more && !stopped) await room(index);
        if (stopped) return;
      }
    }
    for (const [index, stream] of streams.entries()) {
      if (batches[index]) stream.push(batches[index]);
      stream.push(null);
    }
  };
  fill().catch((error) => {
    for (const stream of streams) stream.destroy(error);
  });
  return streams;
}

/**
 * COPYs every table of `sources`, each source `{ items, rows, tables }`: the tables filled from one pass
 * over `items()`, about `rows` rows each. Answers the seconds each step took.
 */
async function copyTables(databaseUrl, sources) {
  const tables = sources.flatMap((source) => source.tables.map((table) => ({ ...table, rows: source.rows })));
  const client = await connect(databaseUrl);
  const seconds = {};
  try {
    const indexes = await indexesToRebuild(client, tables);
    if (indexes.length) await client.query(`DROP INDEX ${indexes.map(({ name }) => name).join(', ')}`);
    let started = performance.now();
    const parallel = await copyAll(databaseUrl, sources);
    seconds.copy = secondsSince(started);
    started = performance.now();
    await buildIndexes(databaseUrl, indexes);
    seconds.indexes = secondsSince(started);
    started = performance.now();
    // What autovacuum does a minute after a bulk insert: planner statistics (of the rebuilt indexes'
    // expressions too) and the visibility map, without which no index-only scan is planned and a bench
    // would measure a table no running database keeps.
    await client.query(`VACUUM (ANALYZE) ${tables.map(({ name }) => name).join(', ')}`);
    seconds.vacuum = secondsSince(started);
    return { seconds, parallel, rebuiltIndexes: indexes.map(({ name }) => name) };
  } finally {
    await client.end();
  }
}

function* upTo(count) {
  for (let index = 0; index < count; index += 1) yield index;
}

const secondsSince = (started) => Number(((performance.now() - started) / 1000).toFixed(1));

/** Answers true when the tables loaded at once, false when one after another. */
async function copyAll(databaseUrl, sources) {
  const tables = sources.flatMap((source) => source.tables);
  const { clients, parallel } = await copyConnections(databaseUrl, tables.length);
  const copy = (stream, table) =>
    pipeline(
      stream,
      clients[tables.indexOf(table)].query(copyFrom(`COPY ${table.name} (${table.columns}) FROM STDIN`)),
    );
  try {
    if (parallel) {
      const copies = sources.flatMap((source) =>
        copyStreams(source.items(), source.tables).map((stream, index) => copy(stream, source.tables[index])),
      );
      await Promise.all(copies);
    } else {
      for (const source of sources) {
        for (const table of source.tables) await copy(copyStreams(source.items(), [table])[0], table);
      }
    }
    return parallel;
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
}

/**
 * The plain indexes (no constraint's: the primary keys stay, foreign keys stand on them) of the tables a
 * COPY of `rows` rows at least doubles, with the statement that made each, which makes it again as it was.
 * Building an index once over the loaded table is far cheaper than inserting every row into it, and a
 * small COPY into a large table keeps its indexes: rebuilding them would cost more than the rows. Only a
 * table's owner may drop its indexes; another role's COPY goes through them.
 */
async function indexesToRebuild(client, tables) {
  const { rows } = await client.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM unnest($1::text[], $2::float8[]) AS copied (name, rows)
       JOIN pg_class t ON t.oid = copied.name::regclass
       JOIN pg_index i ON i.indrelid = t.oid
      WHERE copied.rows >= t.reltuples
        AND pg_has_role(t.relowner, 'USAGE')
        AND NOT EXISTS (SELECT FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY copied.rows DESC, i.indexrelid`,
    [tables.map(({ name }) => name), tables.map(({ rows: count }) => count)],
  );
  return rows;
}

/** Makes the indexes again, INDEX_BUILDERS at a time, those of the largest COPYs first. */
async function buildIndexes(databaseUrl, indexes) {
  const queue = [...indexes];
  const builder = async () => {
    const client = await connect(databaseUrl);
    try {
      await client.query(`SET maintenance_work_mem = '${INDEX_BUILD_MEMORY}'`);
      for (let index = queue.shift(); index; index = queue.shift()) await client.query(index.definition);
    } finally {
      await client.end();
    }
  };
  await Promise.all(Array.from({ length: Math.min(INDEX_BUILDERS, queue.length) }, builder));
}

const nextId = async (client, table) =>
  Number((await client.query(`SELECT coalesce(max(id), 0) + 1 AS id FROM ${table}`)).rows[0].id);

/**
 * The first of `count` ids drawn from the table's own sequence, which moves past them: the running app
 * (a birthday bonus, a notification) draws its next ids beyond the range the COPY writes.
 */
async function reserveIds(client, table, count) {
  const sequence = `pg_get_serial_sequence('${table}', 'id')`;
  const first = Number((await client.query(`SELECT nextval(${sequence}) AS first`)).rows[0].first);
  await client.query(`SELECT setval(${sequence}, $1)`, [first + count - 1]);
  return first;
}

async function resetSequence(databaseUrl, table) {
  const client = await connect(databaseUrl);
  try {
    await client.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT max(id) FROM ${table}))`, [table]);
  } finally {
    await client.end();
  }
}

/** Member codes (`CR` and eight digits) taken from the same sequence the app draws them from. */
async function reserveMemberCodes(client, count) {
  const first = Number((await client.query(`SELECT nextval('member_code_seq') AS first`)).rows[0].first);
  await client.query(`SELECT setval('member_code_seq', $1)`, [first + count - 1]);
  return (index) => `CR${String(first + index).padStart(8, '0')}`;
}

/**
 * `members` active members, each able to redeem (profile complete) and to sign in with e-mail
 * `member<id>@bench.example` and the password `passwordHash` verifies, with `ledgerRows` ledger entries
 * in all. Answers the member id range and the row counts.
 */
export async function seedMembers(databaseUrl, { members, ledgerRows, passwordHash, now = new Date() }) {
  const client = await connect(databaseUrl);
  let ids;
  let codeOf;
  try {
    ids = {
      member: await reserveIds(client, 'members', members),
      // An entry makes at most one lot.
      lot: await reserveIds(client, 'point_lots', ledgerRows),
      entry: await reserveIds(client, 'point_ledger', ledgerRows),
    };
    codeOf = await reserveMemberCodes(client, members);
  } finally {
    await client.end();
  }
  const histories = () =>
    pointHistories({
      firstMemberId: ids.member,
      members,
      ledgerRows,
      firstLotId: ids.lot,
      firstEntryId: ids.entry,
      codeOf,
      now,
    });
  const joined = iso(new Date(now.getTime() - 720 * 24 * 60 * 60 * 1000));
  const counts = { members, lots: 0, ledger: 0, lotChanges: 0 };
  const memberRow = (index) => {
    const id = ids.member + index;
    const number = String(id).padStart(8, '0');
    const birthYear = 1960 + (id % 45);
    return row(
      ...[id, codeOf(index), 1, `member${id}@bench.example`, `06${number}`, passwordHash, 'active'],
      ...[`BX${number}`, 'passport', id % 2 ? 'female' : 'male', 'Bench', `Member ${id}`, `${birthYear}-06-15`],
      ...[true, joined, joined, joined, joined],
    );
  };
  const lotRows = ({ lots }) => {
    counts.lots += lots.length;
    let text = '';
    for (const lot of lots) {
      const { id, memberId, amount, remaining, expiresAt, source, createdAt } = lot;
      text += row(id, memberId, amount, remaining, iso(expiresAt), source, iso(createdAt));
    }
    return text;
  };
  const entryRows = ({ entries }) => {
    counts.ledger += entries.length;
    let text = '';
    for (const entry of entries) {
      const { id, memberId, lotId, delta, kind, source, reason, reference, createdAt } = entry;
      text += row(id, memberId, lotId, delta, kind, source, reason, reference, iso(createdAt));
    }
    return text;
  };
  const lotChangeRows = ({ entries }) => {
    let text = '';
    for (const entry of entries) {
      counts.lotChanges += entry.changes.length;
      for (const change of entry.changes) text += row(entry.id, change.lotId, change.amount);
    }
    return text;
  };
  const { seconds, parallel, rebuiltIndexes } = await copyTables(databaseUrl, [
    {
      items: () => upTo(members),
      rows: members,
      tables: [
        {
          name: 'members',
          columns: `id, mbk_member_id, login_type, email, mobile_no, password_hash, status, gov_id_ref, gov_id_type,
            gender, first_name, last_name, date_of_birth, accept_consent_and_policy, accept_consent_and_policy_at,
            profile_completed_at, created_at, updated_at`,
          rowsOf: memberRow,
        },
      ],
    },
    {
      items: histories,
      // An entry makes at most one lot and a few lot changes.
      rows: ledgerRows,
      tables: [
        {
          name: 'point_lots',
          columns: 'id, member_id, amount, remaining, expires_at, source, created_at',
          rowsOf: lotRows,
        },
        {
          name: 'point_ledger',
          columns: 'id, member_id, lot_id, delta, kind, source, reason, reference, created_at',
          rowsOf: entryRows,
        },
        { name: 'point_lot_changes', columns: 'entry_id, lot_id, amount', rowsOf: lotChangeRows },
      ],
    },
  ]);
  // The sequences are already past the reserved ids (`reserveIds`).
  return {
    firstMemberId: ids.member,
    lastMemberId: ids.member + members - 1,
    codeOf,
    counts,
    seconds,
    parallel,
    rebuiltIndexes,
  };
}

const TOPICS = [
  ['Coffee', 'กาแฟ'],
  ['Spa', 'สปา'],
  ['Cinema', 'โรงภาพยนตร์'],
  ['Dining', 'ร้านอาหาร'],
  ['Bakery', 'เบเกอรี่'],
  ['Hotel', 'โรงแรม'],
  ['Fitness', 'ฟิตเนส'],
  ['Travel', 'ท่องเที่ยว'],
  ['Beauty', 'ความงาม'],
  ['Grocery', 'ซูเปอร์มาร์เก็ต'],
];

/**
 * `count` e-coupon privileges spread over the demo catalogue's categories, subcategories and partners
 * (its pictures too), redeemable now, every twentieth for a higher tier only (the exclusive list).
 */
export async function seedPrivileges(databaseUrl, { count, now = new Date() }) {
  const client = await connect(databaseUrl);
  let catalogue;
  try {
    // One client answers one query at a time.
    const subcategories = await client.query(`SELECT c.id AS category_id, s.id AS subcategory_id
      FROM privilege_categories c LEFT JOIN privilege_subcategories s ON s.category_id = c.id ORDER BY c.id, s.id`);
    const partners = await client.query('SELECT id FROM partners ORDER BY id');
    const images = await client.query('SELECT DISTINCT image_url FROM privileges ORDER BY image_url');
    const tiers = await client.query('SELECT id FROM tiers WHERE min_spending > 0 ORDER BY min_spending');
    const firstId = await nextId(client, 'privileges');
    catalogue = {
      places: subcategories.rows,
      partners: partners.rows,
      images: images.rows,
      tiers: tiers.rows,
      firstId,
    };
  } finally {
    await client.end();
  }
  if (!catalogue.places.length || !catalogue.partners.length || !catalogue.images.length) {
    throw new Error('The demo catalogue is missing: the app seeds it at start outside production');
  }
  const day = 24 * 60 * 60 * 1000;
  const startsAt = iso(new Date(now.getTime() - 30 * day));
  const endsAt = iso(new Date(now.getTime() + 365 * day));
  const privilegeRows = function* () {
    const random = randomFrom(catalogue.firstId);
    const pick = (list) => list[Math.floor(random() * list.length)];
    for (let index = 0; index < count; index += 1) {
      const id = catalogue.firstId + index;
      const place = pick(catalogue.places);
      const [topicEn, topicTh] = pick(TOPICS);
      const off = 5 + Math.floor(random() * 10) * 5;
      const tier = index % 20 === 0 && catalogue.tiers.length ? pick(catalogue.tiers).id : null;
      yield row(
        ...[id, place.category_id, place.subcategory_id, pick(catalogue.partners).id, 'ecoupon'],
        ...[`${topicEn} ${off}% off, offer ${id}`, `ส่วนลด${topicTh} ${off}% ข้อเสนอที่ ${id}`],
        ...[`${off}% off ${topicEn.toLowerCase()} at the partner's branches.`, `ลด ${off}% ที่สาขาที่ร่วมรายการ`],
        ...['One coupon per visit.', 'ใช้ได้หนึ่งครั้งต่อการใช้บริการ', pick(catalogue.images).image_url],
        ...[(1 + Math.floor(random() * 40)) * 50, 1000, 1, tier, startsAt, endsAt, 1000 + index, startsAt],
      );
    }
  };
  const { seconds, rebuiltIndexes } = await copyTables(databaseUrl, [
    {
      items: privilegeRows,
      rows: count,
      tables: [
        {
          name: 'privileges',
          columns: `id, category_id, subcategory_id, partner_id, kind, title_en, title_th, description_en, description_th,
            conditions_en, conditions_th, image_url, point_cost, stock_total, per_member_limit, min_tier_id, starts_at,
            ends_at, sort, created_at`,
          rowsOf: (text) => text,
        },
      ],
    },
  ]);
  await resetSequence(databaseUrl, 'privileges');
  return { firstPrivilegeId: catalogue.firstId, count, seconds, rebuiltIndexes };
}

/**
 * The ledger rules on the seeded members (DESIGN §6): answers how many members break balance = sum of
 * lot remainders = sum of ledger deltas, and how many lots and entries disagree with their lot changes.
 */
export async function checkLedger(databaseUrl, firstMemberId, lastMemberId) {
  const client = await connect(databaseUrl);
  try {
    const range = [firstMemberId, lastMemberId];
    const { rows } = await client.query(
      `WITH entries AS (
         SELECT member_id, sum(delta) AS points FROM point_ledger WHERE member_id BETWEEN $1 AND $2 GROUP BY member_id),
       lots AS (
         SELECT member_id, sum(remaining) AS points FROM point_lots WHERE member_id BETWEEN $1 AND $2 GROUP BY member_id),
       lot_sums AS (
         SELECT l.id, l.remaining, coalesce(sum(c.amount), 0) AS changed FROM point_lots l
         LEFT JOIN point_lot_changes c ON c.lot_id = l.id WHERE l.member_id BETWEEN $1 AND $2 GROUP BY l.id),
       entry_sums AS (
         SELECT e.id, e.delta, coalesce(sum(c.amount), 0) AS changed FROM point_ledger e
         LEFT JOIN point_lot_changes c ON c.entry_id = e.id WHERE e.member_id BETWEEN $1 AND $2 GROUP BY e.id)
       SELECT
         (SELECT count(*) FROM entries FULL JOIN lots USING (member_id)
           WHERE entries.points IS DISTINCT FROM lots.points)::int AS "balanceMismatches",
         (SELECT count(*) FROM lot_sums WHERE remaining <> changed)::int AS "lotMismatches",
         (SELECT count(*) FROM entry_sums WHERE delta <> changed)::int AS "entryMismatches",
         (SELECT count(*) FROM point_lots WHERE member_id BETWEEN $1 AND $2 AND expires_at <= now() AND remaining > 0)::int
           AS "expiredUnswept"`,
      range,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}
