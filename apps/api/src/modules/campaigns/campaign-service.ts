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
import { type AuditActor, auditedWrite } from '../audit/audit-service.js';
import {
  type CampaignRow,
  type CampaignSort,
  findCampaign,
  insertCampaign,
  listCampaignRows,
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

export function presentCampaign(row: CampaignRow): Campaign {
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
    created_at: row.createdAt.toISOString(),
  };
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

/** Conditions naming a partner, store or tier that does not exist could never hold: refused by field. */
async function requireKnownReferences(db: Executor, input: CheckedInput): Promise<void> {
  const { conditions } = input;
  const unknown = await selectUnknownReferences(db, {
    partnerIds: conditions.partner_ids,
    storeCodes: conditions.store_codes,
    tierCodes: conditions.tiers,
  });
  const errors: FieldError[] = [
    ...unknown.partnerIds.map((id) =>
      fieldError(`conditions.partner_ids.${conditions.partner_ids.indexOf(id)}`, 'unknownReference', { value: id }),
    ),
    ...unknown.storeCodes.map((code) =>
      fieldError(`conditions.store_codes.${conditions.store_codes.indexOf(code)}`, 'unknownReference', { value: code }),
    ),
    ...unknown.tierCodes.map((code) =>
      fieldError(`conditions.tiers.${conditions.tiers.indexOf(code)}`, 'unknownReference', { value: code }),
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
  return pagedListOf(rows.map(presentCampaign), query, total);
}

export async function getCampaign(db: Executor, id: number): Promise<Campaign> {
  const row = await findCampaign(db, id);
  if (!row) throw new AppError('NOT_FOUND');
  return presentCampaign(row);
}

export async function createCampaign(
  orm: Orm,
  actor: AuditActor,
  input: CheckedInput,
  now = new Date(),
): Promise<Campaign> {
  const write = { actor, action: 'campaign.create', entity: 'campaign', at: now } as const;
  return auditedWrite(orm, write, async (tx) => {
    await requireKnownReferences(tx, input);
    const row = await insertCampaign(tx, { ...columnsOf(input), createdBy: actor.operatorId, createdAt: now });
    const after = presentCampaign(row);
    return { entityId: row.id, after };
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
    await requireKnownReferences(tx, input);
    const next = columnsOf(input);
    if (current.status !== 'draft' && !changesOnlyGrowth(current, next)) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('status', 'campaignRunning')] });
    }
    if (next.budgetPoints !== null && next.budgetPoints < current.budgetUsed) {
      throw new AppError('VALIDATION_FAILED', { fieldErrors: [fieldError('budget_points', 'campaignRunning')] });
    }
    const row = await updateCampaignRow(tx, id, next);
    return { entityId: id, before: presentCampaign(current), after: presentCampaign(row) };
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
    return { entityId: id, before: presentCampaign(current), after: presentCampaign(row) };
  });
}
