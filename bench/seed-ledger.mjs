// The large data set's point histories, made as the points module would have made them (DESIGN §6,
// apps/api/src/modules/points/point-service.ts): every earn is a lot with its own expiry and an `earn`
// entry; a transfer draws the sender's lots soonest-expiring first and gives the receiver one new lot per
// expiry drawn, with `transfer_out` / `transfer_in` entries; point_lot_changes tells how each entry changed
// each lot. So for every lot remaining = sum of its changes, for every entry delta = sum of its changes,
// and every member's balance = sum of lot remainders = sum of ledger deltas. Deterministic per run.

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Bangkok is UTC+7 all year (apps/api/src/modules/calendar/bangkok-calendar.ts). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
/** Programme rule `point_expiry_years` as migration 0006 sets it. */
const POINT_EXPIRY_YEARS = 2;
/**
 * Histories span the last 700 days, ending yesterday: every lot is then unexpired (31 December of the
 * second year after its earn year), so no expiry sweep is owed, and no transfer counts against today's cap.
 */
const HISTORY_DAYS = 700;
const TRANSFER_SHARE = 0.3;
/**
 * A few entries a day at most, each transfer at most this many points: a day's transfers stay far below
 * the programme's daily transfer cap (10,000 by migration 0006) even for a member with a long history.
 */
const MAX_TRANSFER_POINTS = 1000;

/** DESIGN §6 expiry: the last instant of 31 December (Bangkok) of the second year after the earn. */
export function expiryOf(earnedAt) {
  const earnYear = new Date(earnedAt.getTime() + BANGKOK_OFFSET_MS).getUTCFullYear();
  return new Date(Date.UTC(earnYear + POINT_EXPIRY_YEARS + 1, 0, 1) - BANGKOK_OFFSET_MS - 1);
}

/** A small seeded generator (mulberry32): the same run gives the same histories. */
export function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ledger entries of the member at `index`: the total spread evenly, so the counts add up exactly. */
function entriesOf(index, members, ledgerRows) {
  return Math.floor(((index + 1) * ledgerRows) / members) - Math.floor((index * ledgerRows) / members);
}

/**
 * Point histories of `members` members (ids from `firstMemberId`, codes from `codeOf`) with `ledgerRows`
 * entries in all, lot and entry ids from `firstLotId` and `firstEntryId`. Yields one group (two members
 * who earn and send each other points) at a time: `{ lots, entries }`, each entry with its lot `changes`.
 */
export function* pointHistories({ firstMemberId, members, ledgerRows, firstLotId, firstEntryId, codeOf, now }) {
  const ids = { lot: firstLotId, entry: firstEntryId };
  const start = now.getTime() - HISTORY_DAYS * DAY_MS;
  for (let index = 0; index < members; index += 2) {
    const group = [index, index + 1]
      .filter((member) => member < members)
      .map((member) => ({
        id: firstMemberId + member,
        code: codeOf(member),
        left: entriesOf(member, members, ledgerRows),
        lots: [],
      }));
    yield historyOfGroup(group, ids, start, now.getTime() - DAY_MS, randomFrom(firstMemberId + index));
  }
}

function historyOfGroup(group, ids, start, end, random) {
  const lots = [];
  const entries = [];
  const slots = group.reduce((sum, member) => sum + member.left, 0);
  let slot = 0;
  const nextTime = () => new Date(start + Math.floor(((end - start) * (slot + random())) / slots));
  const newLot = (member, amount, expiresAt, source, at) => {
    const lot = { id: ids.lot++, memberId: member.id, amount, remaining: amount, expiresAt, source, createdAt: at };
    member.lots.push(lot);
    lots.push(lot);
    return lot;
  };
  const entry = (member, fields, at) => {
    const row = { id: ids.entry++, memberId: member.id, lotId: null, reference: null, createdAt: at, ...fields };
    member.left -= 1;
    entries.push(row);
    slot += 1;
    return row;
  };
  for (;;) {
    const open = group.filter((member) => member.left > 0);
    if (open.length === 0) break;
    const actor = open.length === 1 || open[0].left >= open[1].left ? open[0] : open[1];
    const other = group.find((member) => member !== actor && member.left > 0);
    const at = nextTime();
    const balance = actor.lots.reduce((sum, lot) => sum + lot.remaining, 0);
    if (other && balance > 1 && random() < TRANSFER_SHARE) {
      const amount = Math.min(MAX_TRANSFER_POINTS, 1 + Math.floor((random() * balance) / 2));
      transfer(actor, other, amount, at, { newLot, entry });
    } else {
      const amount = 50 + Math.floor(random() * 450);
      const source = random() < 0.8 ? 'receipt' : 'code';
      const lot = newLot(actor, amount, expiryOf(at), source, at);
      const row = entry(actor, { kind: 'earn', source, reason: source, delta: amount, lotId: lot.id }, at);
      row.changes = [{ lotId: lot.id, amount }];
    }
  }
  return { lots, entries };
}

/** point-service.ts transferPoints: soonest-expiring lots first; one receiver lot per expiry drawn. */
function transfer(sender, receiver, amount, at, { newLot, entry }) {
  const draws = [];
  let left = amount;
  const spendable = sender.lots
    .filter((lot) => lot.remaining > 0)
    .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime() || a.id - b.id);
  for (const lot of spendable) {
    if (left === 0) break;
    const taken = Math.min(lot.remaining, left);
    lot.remaining -= taken;
    left -= taken;
    draws.push({ lot, taken });
  }
  const reason = `${sender.code} → ${receiver.code}`;
  const common = { source: 'transfer', reason };
  const out = entry(
    sender,
    { ...common, kind: 'transfer_out', delta: -amount, reference: `member:${receiver.id}` },
    at,
  );
  out.changes = draws.map(({ lot, taken }) => ({ lotId: lot.id, amount: -taken }));
  const byExpiry = new Map();
  for (const { lot, taken } of draws) {
    const key = lot.expiresAt.getTime();
    byExpiry.set(key, (byExpiry.get(key) ?? 0) + taken);
  }
  const received = [...byExpiry].map(([expiry, points]) => {
    const lot = newLot(receiver, points, new Date(expiry), 'transfer', at);
    return { lotId: lot.id, amount: points };
  });
  const inward = entry(
    receiver,
    { ...common, kind: 'transfer_in', delta: amount, reference: `member:${sender.id}` },
    at,
  );
  inward.changes = received;
}
