import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from './client.js';
import { PLACE_TYPES, type PlaceRow } from './reference/thai-places.js';
import { dataListItems } from './schema.js';

type PlaceType = (typeof PLACE_TYPES)[number];

/** The column of `addresses` and of `members` that holds an id of each level. */
const REFERENCING_COLUMN: Record<PlaceType, string> = {
  province: 'province_id',
  district: 'district_id',
  sub_district: 'sub_district_id',
};
const REFERENCING_TABLES = ['addresses', 'members'] as const;

const keyOf = (row: { type: string; id: number }) => `${row.type}:${row.id}`;

function differs(stored: PlaceRow | undefined, official: PlaceRow): boolean {
  return (
    stored === undefined ||
    stored.code !== official.code ||
    stored.nameTh !== official.nameTh ||
    stored.nameEn !== official.nameEn ||
    stored.parentId !== official.parentId ||
    stored.postalCode !== official.postalCode
  );
}

/**
 * One md5 over every place row in (type, id) order, computed alike here and in PostgreSQL, so that a
 * database already up to date costs one small query at start-up instead of reading 8,500 rows.
 */
function fingerprintOf(rows: PlaceRow[]): string {
  const ordered = [...rows].sort((a, b) => (a.type === b.type ? a.id - b.id : a.type < b.type ? -1 : 1));
  const lines = ordered.map((row) =>
    [row.type, row.id, row.code, row.nameTh, row.nameEn, row.parentId ?? '', row.postalCode ?? ''].join('|'),
  );
  return createHash('md5').update(lines.join('\n'), 'utf8').digest('hex');
}

async function storedFingerprint(db: Executor): Promise<string | undefined> {
  const result = await db.execute<{ fingerprint: string }>(sql`
    select md5(coalesce(string_agg(
      concat_ws('|', type, id, code, name_th, name_en, coalesce(parent_id::text, ''), coalesce(postal_code, '')),
      E'\n' order by type collate "C", id), '')) as fingerprint
    from data_list_items where type = any(${sql.param([...PLACE_TYPES])}::text[])`);
  return result.rows[0]?.fingerprint;
}

/** One array parameter per column, so that any number of rows is one statement (unnest). */
function arrayOf<K extends keyof PlaceRow>(rows: PlaceRow[], column: K) {
  return sql.param(rows.map((row) => row[column]));
}

/** Adds the missing rows and corrects the changed ones, all in one statement. */
async function upsertPlaces(db: Executor, rows: PlaceRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into data_list_items (type, id, code, name_th, name_en, parent_id, postal_code)
    select * from unnest(
      ${arrayOf(rows, 'type')}::text[], ${arrayOf(rows, 'id')}::int[], ${arrayOf(rows, 'code')}::text[],
      ${arrayOf(rows, 'nameTh')}::text[], ${arrayOf(rows, 'nameEn')}::text[],
      ${arrayOf(rows, 'parentId')}::int[], ${arrayOf(rows, 'postalCode')}::text[]
    )
    on conflict (type, id) do update set
      code = excluded.code, name_th = excluded.name_th, name_en = excluded.name_en,
      parent_id = excluded.parent_id, postal_code = excluded.postal_code`);
}

/**
 * For a row the dataset no longer has (a geocode an older source got wrong or out of date), the
 * official row of the same level, parent and Thai name, when there is exactly one.
 */
function replacementsOf(stale: PlaceRow[], official: PlaceRow[]) {
  const candidates = new Map<string, number[]>();
  const nameKey = (row: PlaceRow) => `${row.type}|${row.parentId}|${row.nameTh}`;
  for (const row of official) candidates.set(nameKey(row), [...(candidates.get(nameKey(row)) ?? []), row.id]);
  return stale.flatMap((row) => {
    const ids = candidates.get(nameKey(row));
    return ids?.length === 1 ? [{ type: row.type as PlaceType, from: row.id, to: ids[0] as number }] : [];
  });
}

/** Addresses and member profiles pointing at a stale row are moved onto its official replacement. */
async function moveReferences(db: Executor, moves: ReturnType<typeof replacementsOf>): Promise<void> {
  for (const type of PLACE_TYPES) {
    const ofType = moves.filter((move) => move.type === type);
    if (ofType.length === 0) continue;
    const from = sql.param(ofType.map((move) => move.from));
    const to = sql.param(ofType.map((move) => move.to));
    const column = sql.identifier(REFERENCING_COLUMN[type]);
    for (const table of REFERENCING_TABLES) {
      await db.execute(sql`
        update ${sql.identifier(table)} set ${column} = moves.to_id
        from unnest(${from}::int[], ${to}::int[]) as moves(from_id, to_id)
        where ${sql.identifier(table)}.${column} = moves.from_id`);
    }
  }
}

/** Stale rows go, except those an address or a profile still points at (so that they keep working). */
async function deleteUnreferenced(db: Executor, stale: PlaceRow[]): Promise<void> {
  const referencedBy = (table: string) => sql`
    exists (select 1 from ${sql.identifier(table)} as holder
      where case stale.type when 'province' then holder.province_id
        when 'district' then holder.district_id else holder.sub_district_id end = stale.id)`;
  await db.execute(sql`
    delete from data_list_items as stale
    using unnest(${arrayOf(stale, 'type')}::text[], ${arrayOf(stale, 'id')}::int[]) as gone(type, id)
    where stale.type = gone.type and stale.id = gone.id
      and not ${referencedBy('addresses')} and not ${referencedBy('members')}`);
}

/**
 * Brings the provinces, districts and sub-districts of `data_list_items` up to the official dataset
 * at every start: nothing when the fingerprints agree, else one read, then only what differs is
 * written, in bulk. Ids are the official geocodes, so an address keeps pointing at its rows while
 * their names are corrected.
 */
export async function syncThaiPlaces(db: Executor, official: PlaceRow[]): Promise<void> {
  if ((await storedFingerprint(db)) === fingerprintOf(official)) return;
  const stored: PlaceRow[] = await db
    .select({
      type: dataListItems.type,
      id: dataListItems.id,
      code: dataListItems.code,
      nameTh: dataListItems.nameTh,
      nameEn: dataListItems.nameEn,
      parentId: dataListItems.parentId,
      postalCode: dataListItems.postalCode,
    })
    .from(dataListItems)
    .where(inArray(dataListItems.type, [...PLACE_TYPES]));
  const storedByKey = new Map(stored.map((row) => [keyOf(row), row]));
  await upsertPlaces(
    db,
    official.filter((row) => differs(storedByKey.get(keyOf(row)), row)),
  );
  const officialKeys = new Set(official.map(keyOf));
  const stale = stored.filter((row) => !officialKeys.has(keyOf(row)));
  if (stale.length === 0) return;
  await moveReferences(db, replacementsOf(stale, official));
  await deleteUnreferenced(db, stale);
}
