// Bulk seed of the bench (issue 13 part 3): members with their point histories, and privileges, written
// with COPY FROM STDIN (pg-copy-streams), one connection per table. As a superuser the tables load at
// once with `session_replication_role = replica` (no per-row foreign-key triggers: the rows are made
// consistent by construction, and checkLedger proves it afterwards); otherwise one table after another.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pointHistories, randomFrom } from './seed-ledger.mjs';

const NULL = '\\N';
const BATCH_CHARS = 256 * 1024;

/** Joins lines into large chunks: one stream write per line would cost more than the line. */
function* batched(lines) {
  let chunk = '';
  for (const line of lines) {
    chunk += `${line}\n`;
    if (chunk.length >= BATCH_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** COPY text format: tab-separated, \N for null (the seeded values hold no tab, newline or backslash). */
const row = (...values) => values.map((value) => (value === null ? NULL : String(value))).join('\t');
const iso = (date) => date.toISOString();

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

async function copyTables(databaseUrl, tables) {
  const { clients, parallel } = await copyConnections(databaseUrl, tables.length);
  const copy = ({ name, columns, lines }, index) =>
    pipeline(Readable.from(batched(lines())), clients[index].query(copyFrom(`COPY ${name} (${columns}) FROM STDIN`)));
  try {
    if (parallel) await Promise.all(tables.map(copy));
    else for (const [index, table] of tables.entries()) await copy(table, index);
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
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

async function resetSequence(client, table) {
  await client.query(`SELECT setval(pg_get_serial_sequence($1, 'id'), (SELECT max(id) FROM ${table}))`, [table]);
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
  await copyTables(databaseUrl, [
    {
      name: 'members',
      columns: `id, mbk_member_id, login_type, email, mobile_no, password_hash, status, gov_id_ref, gov_id_type,
        gender, first_name, last_name, date_of_birth, accept_consent_and_policy, accept_consent_and_policy_at,
        profile_completed_at, created_at, updated_at`,
      *lines() {
        for (let index = 0; index < members; index += 1) {
          const id = ids.member + index;
          const number = String(id).padStart(8, '0');
          const birthYear = 1960 + (id % 45);
          yield row(
            ...[id, codeOf(index), 1, `member${id}@bench.example`, `06${number}`, passwordHash, 'active'],
            ...[`BX${number}`, 'passport', id % 2 ? 'female' : 'male', 'Bench', `Member ${id}`, `${birthYear}-06-15`],
            ...[true, joined, joined, joined, joined],
          );
        }
      },
    },
    {
      name: 'point_lots',
      columns: 'id, member_id, amount, remaining, expires_at, source, created_at',
      *lines() {
        for (const { lots } of histories()) {
          for (const lot of lots) {
            counts.lots += 1;
            yield row(
              lot.id,
              lot.memberId,
              lot.amount,
              lot.remaining,
              iso(lot.expiresAt),
              lot.source,
              iso(lot.createdAt),
            );
          }
        }
      },
    },
    {
      name: 'point_ledger',
      columns: 'id, member_id, lot_id, delta, kind, source, reason, reference, created_at',
      *lines() {
        for (const { entries } of histories()) {
          for (const entry of entries) {
            counts.ledger += 1;
            const { id, memberId, lotId, delta, kind, source, reason, reference, createdAt } = entry;
            yield row(id, memberId, lotId, delta, kind, source, reason, reference, iso(createdAt));
          }
        }
      },
    },
    {
      name: 'point_lot_changes',
      columns: 'entry_id, lot_id, amount',
      *lines() {
        for (const { entries } of histories()) {
          for (const entry of entries) {
            for (const change of entry.changes) {
              counts.lotChanges += 1;
              yield row(entry.id, change.lotId, change.amount);
            }
          }
        }
      },
    },
  ]);
  // The sequences are already past the reserved ids (`reserveIds`).
  await afterCopy(databaseUrl, {
    sequences: [],
    analysed: ['members', 'point_lots', 'point_ledger', 'point_lot_changes'],
  });
  return { firstMemberId: ids.member, lastMemberId: ids.member + members - 1, codeOf, counts };
}

/**
 * Sequences past the copied ids, then what autovacuum does a minute after a bulk insert: planner statistics
 * and the visibility map, without which no index-only scan is planned and a bench would measure a table no
 * running database keeps.
 */
async function afterCopy(databaseUrl, { sequences, analysed }) {
  const client = await connect(databaseUrl);
  try {
    for (const table of sequences) await resetSequence(client, table);
    await client.query(`VACUUM (ANALYZE) ${analysed.join(', ')}`);
  } finally {
    await client.end();
  }
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
  await copyTables(databaseUrl, [
    {
      name: 'privileges',
      columns: `id, category_id, subcategory_id, partner_id, kind, title_en, title_th, description_en, description_th,
        conditions_en, conditions_th, image_url, point_cost, stock_total, per_member_limit, min_tier_id, starts_at,
        ends_at, sort, created_at`,
      *lines() {
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
      },
    },
  ]);
  await afterCopy(databaseUrl, { sequences: ['privileges'], analysed: ['privileges'] });
  return { firstPrivilegeId: catalogue.firstId, count };
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
