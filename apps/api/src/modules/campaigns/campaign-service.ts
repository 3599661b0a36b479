import {
  type Campaign,
  type CampaignStatus,
  type campaignInputSchema,
  type FieldError,
  fieldError,
} from '@loyalty/contracts';
import type { z } from 'zod';
import { AppError } from '../../app-error.js';
import type { Executor, Orm } from '../../db/client.js';
import { pagedListOf, sortOf } from '../../paged-list.js';
import { type AuditActor, auditedWrite, recordAudit } from '../audit/audit-service.js';
import type { RulesReader } from '../rules/rules-service.js';
import {
  type CampaignRow,
  type CampaignSort,
  findCampaign,
  insertCampaign,
  listCampaignRows,
  selectOperatorNames,
  selectUnknownReferences,
  updateCampaignRow,
} from './campaign-repository.js';

/**
 * Campaigns as operators run them (DESIGN §14): made as drafts, changed freely until they run, then
 * only lengthened or given more budget, ended by an admin. This module is the one writer of `campaigns`;
 * every write is audited.
 */

type CheckedInput = z.output<typeof campaignInputSchema>;
/** What an operator's input sets: everything but the status, the budget used and who did what when. */
type CampaignColumns = Pick<
  CampaignRow,
  | 'name'
  | 'nameEn'
  | 'kind'
  | 'multiplier'
  | 'bonusPoints'
  | 'conditions'
  | 'startsAt'
  | 'endsAt'
  | 'perMemberCap'
  | 'budgetPoints'
>;

/** Operators' names by id, for the makers and approvers a campaign names. */
type OperatorNames = ReadonlyMap<number, string>;

const nameIn = (names: OperatorNames, id: number | null) => (id === null ? null : (names.get(id) ?? null));
const operatorIdsOf = (rows: readonly CampaignRow[]) =>
  rows.flatMap((row) => [row.createdBy, row.requestedBy, row.approvedBy]).filter((id) => id !== null);

export function presentCampaign(row: CampaignRow, names: OperatorNames): Campaign {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    kind: row.kind,
    multiplier: row.multiplier,
    bonus_points: row.bonusPoints,
    conditions: row.conditions,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    per_member_cap: row.perMemberCap,
    budget_points: row.budgetPoints,
    budget_used: row.budgetUsed,
    status: row.status,
    created_by: row.createdBy,
    created_by_name: nameIn(names, row.createdBy),
    requested_by: row.requestedBy,
    requested_by_name: nameIn(names, row.requestedBy),
    approved_by: row.approvedBy,
    approved_by_name: nameIn(names, row.approvedBy),
    activated_at: row.activatedAt?.toISOString() ?? null,
    ended_at: row.endedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The campaigns as the console reads them, with the names of the operators they name (one read). */
async function presentCampaigns(db: Executor, rows: readonly CampaignRow[]): Promise<Campaign[]> {
  const names = await selectOperatorNames(db, operatorIdsOf(rows));
  return rows.map((row) => presentCampaign(row, names));
}

/** A campaign before and after a write, with one read of the operators' names for both. */
async function presentChange(db: Executor, before: CampaignRow, after: CampaignRow) {
  const [was, is] = await presentCampaigns(db, [before, after]);
  if (!was || !is) throw new Error('A campaign change presented to nothing');
  return { before: was, after: is };
}

async function presentOne(db: Executor, row: CampaignRow): Promise<Campaign> {
  const [campaign] = await presentCampaigns(db, [row]);
  if (!campaign) throw new Error('A campaign presented to nothing');
  return campaign;
}

function columnsOf(input: CheckedInput): CampaignColumns {
  return {
    name: input.name,
    nameEn: input.name_en,
    kind: input.kind,
    multiplier: input.multiplier,
    bonusPoints: input.bonus_points,
    conditions: input.conditions,
    startsAt: new Date(input.starts_at),
    endsAt: new Date(input.ends_at),
    perMemberCap: input.per_member_cap,
    budgetPoints: input.budget_points,
  };
}

/**
 * Partners, store codes and tiers a purchase rule names (a campaign's conditions, a broadcast's segment)
 * that do not exist: such a rule could never hold, so each is refused by its field under `field`
 * (`conditions.partner_ids.0`).
 */
export async function requireKnownPurchaseReferences(
  db: Executor,
  field: string,
  references: { partner_ids: readonly number[]; store_codes?: readonly string[]; tiers: readonly string[] },
): Promise<void> {
  const storeCodes = references.store_codes ?? [];
  const unknown = await selectUnknownReferences(db, {
    partnerIds: references.partner_ids,
    storeCodes,
    tierCodes: references.tiers,
  });
  const errors: FieldError[] = [
    ...unknown.partnerIds.map((id) =>
      fieldError(`${field}.partner_ids.${references.partner_ids.indexOf(id)}`, 'unknownReference', { value: id }),
    ),
    ...unknown.storeCodes.map((code) =>
      fieldError(`${field}.store_codes.${storeCodes.indexOf(code)}`, 'unknownReference', { value: code }),
    ),
    ...unknown.tierCodes.map((code) =>
      fieldError(`${field}.tiers.${references.tiers.indexOf(code)}`, 'unknownReference', { value: code }),
    ),
  ];
  if (errors.length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors: errors });
}

export async function listCampaigns(
  db: Executor,
  query: { page: number; limit: number; q?: string | undefined; status?: CampaignStatus | undefined; sort: string },
) {
  const { column, descending } = sortOf<CampaignSort>(query.sort);
  const { rows, total } = await listCampaignRows(db, { ...query, sort: column, descending });
  return pagedListOf(await presentCampaigns(db, rows), query, total);
}

export async function getCampaign(db: Executor, id: number): Promise<Campaign> {
  const row = await findCampaign(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentOne(db, row);
}

export async function createCampaign(
  orm: Orm,
  actor: AuditActor,
  input: CheckedInput,
  now = new Date(),
): Promise<Campaign> {
  const write = { actor, action: 'campaign.create', entity: 'campaign', at: now } as const;
  return auditedWrite(orm, write, async (tx) => {
    await requireKnownPurchaseReferences(tx, 'conditions', input.conditions);
    const row = await insertCampaign(tx, { ...columnsOf(input), createdBy: actor.operatorId, createdAt: now });
    return { entityId: row.id, after: await presentOne(tx, row) };
  });
}

/**
 * What a running campaign may take: the same rule and conditions, an end no earlier and a budget no
 * smaller (issue 36). Members who qualified keep qualifying; nothing already awarded is taken back.
 */
function changesOnlyGrowth(current: CampaignRow, next: CampaignColumns): boolean {
  // jsonb keeps keys in its own order: compare the conditions key by key.
  const canonical = (conditions: object) => JSON.stringify(conditions, Object.keys(conditions).sort());
  return (
    current.name === next.name &&
    current.nameEn === next.nameEn &&
    current.kind === next.kind &&
    current.multiplier === next.multiplier &&
    current.bonusPoints === next.bonusPoints &&
    canonical(current.conditions) === canonical(next.conditions) &&
    current.startsAt.getTime() === next.startsAt.getTime() &&
    next.endsAt.getTime() >= current.endsAt.getTime() &&
    current.perMemberCap === next.perMemberCap &&
    (current.budgetPoints === null
      ? next.budgetPoints === null
      : next.budgetPoints === null || next.budgetPoints >= current.budgetPoints)
  );
}

export async function updateCampaign(
  orm: Orm,
  actor: AuditActor,
  id: number,
  input: CheckedInput,
  now = new Date(),
): Promise<Campaign> {
  const write = { actor, action: 'campaign.update', entity: 'campaign', at: now } as const;
  return auditedWrite(orm, write, async (tx) => {
    const current = await findCampaign(tx, id, { lock: true });
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status === 'ended') throw new AppError('NOT_ACTIVE');
    await requireKnownPurchaseReferences(tx, 'conditions', input.conditions);
    const next = columnsOf(input);
    if (current.status === 'active' && !changesOnlyGrowth(current, next)) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('status', 'campaignRunning')] });
    }
    if (next.budgetPoints !== null && next.budgetPoints < current.budgetUsed) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('budget_points', 'campaignRunning')] });
    }
    // Changing a campaign that waits for approval withdraws the request: the approver approves what they read.
    const status = current.status === 'pending_approval' ? { status: 'draft' as const, requestedBy: null } : {};
    const row = await updateCampaignRow(tx, id, { ...next, ...status });
    return { entityId: id, ...(await presentChange(tx, current, row)) };
  });
}

/** Ends a campaign now; an ended one is answered as it is, so a retry does no harm. */
export async function endCampaign(orm: Orm, actor: AuditActor, id: number, now = new Date()): Promise<Campaign> {
  const write = { actor, action: 'campaign.end', entity: 'campaign', at: now } as const;
  return auditedWrite(orm, write, async (tx) => {
    const current = await findCampaign(tx, id, { lock: true });
    if (!current) throw new AppError('NOT_FOUND');
    const row =
      current.status === 'ended' ? current : await updateCampaignRow(tx, id, { status: 'ended', endedAt: now });
    return { entityId: id, ...(await presentChange(tx, current, row)) };
  });
}

/** A campaign whose end has passed cannot start: activating it would award nothing, silently. */
function requireNotOver(campaign: CampaignRow, now: Date): void {
  if (campaign.endsAt.getTime() <= now.getTime()) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('ends_at', 'campaignOver')] });
  }
}

/**
 * Whether one admin may activate the campaign alone (DESIGN §14): its budget is at most
 * `campaign_approval_threshold`. A campaign without a budget could award without end, so it always
 * needs a second admin.
 */
export function activatesAlone(campaign: Pick<CampaignRow, 'budgetPoints'>, approvalThreshold: number): boolean {
  return campaign.budgetPoints !== null && campaign.budgetPoints <= approvalThreshold;
}

/**
 * Activates a draft: at once when one admin may, else it waits for a second admin (`pending_approval`).
 * A campaign already active or waiting is answered as it is, so a retry does no harm.
 */
export async function activateCampaign(
  orm: Orm,
  rules: RulesReader,
  actor: AuditActor,
  id: number,
  now = new Date(),
): Promise<Campaign> {
  return orm.transaction(async (tx) => {
    const current = await findCampaign(tx, id, { lock: true });
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status === 'ended') throw new AppError('NOT_ACTIVE');
    if (current.status !== 'draft') return presentOne(tx, current);
    requireNotOver(current, now);
    const alone = activatesAlone(current, (await rules.read(tx)).campaignApprovalThreshold);
    const action = alone ? 'campaign.activate' : 'campaign.request';
    const row = await updateCampaignRow(
      tx,
      id,
      alone
        ? { status: 'active', requestedBy: actor.operatorId, activatedAt: now }
        : { status: 'pending_approval', requestedBy: actor.operatorId },
    );
    const { before, after } = await presentChange(tx, current, row);
    await recordAudit(tx, { actor, action, entity: 'campaign', entityId: id, before, after }, now);
    return after;
  });
}

/**
 * A second admin activates a campaign waiting for approval: never its maker nor the admin who asked
 * (SELF_APPROVAL). An active one is answered as it is.
 */
export async function approveCampaign(orm: Orm, actor: AuditActor, id: number, now = new Date()): Promise<Campaign> {
  return orm.transaction(async (tx) => {
    const current = await findCampaign(tx, id, { lock: true });
    if (!current) throw new AppError('NOT_FOUND');
    if (current.status === 'active') return presentOne(tx, current);
    if (current.status !== 'pending_approval') throw new AppError('NOT_ACTIVE');
    if (actor.operatorId === current.createdBy || actor.operatorId === current.requestedBy) {
      throw new AppError('SELF_APPROVAL');
    }
    requireNotOver(current, now);
    const row = await updateCampaignRow(tx, id, { status: 'active', approvedBy: actor.operatorId, activatedAt: now });
    const { before, after } = await presentChange(tx, current, row);
    await recordAudit(tx, { actor, action: 'campaign.approve', entity: 'campaign', entityId: id, before, after }, now);
    return after;
  });
}
