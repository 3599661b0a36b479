import type { MemberCard, MemberCardState } from '@loyalty/contracts';
import type { Executor } from '../../db/client.js';
import { pagedListOf } from '../../paged-list.js';
import { type AdminMemberCardRow, selectAdminCardPage } from './member-card-repository.js';

/** A card the member deleted is `deleted` whatever its expiry; otherwise active until it expires. */
export function adminCardStateOf(
  card: Pick<AdminMemberCardRow, 'expiresAt' | 'deletedAt'>,
  now: Date,
): MemberCardState {
  if (card.deletedAt !== null) return 'deleted';
  return card.expiresAt.getTime() > now.getTime() ? 'active' : 'expired';
}

function presentAdminCard(row: AdminMemberCardRow, now: Date): MemberCard {
  return {
    card_id: row.id,
    card_number: row.cardNumber,
    template: {
      template_id: row.templateId,
      name_en: row.nameEn,
      name_th: row.nameTh,
      level_en: row.levelEn,
      level_th: row.levelTh,
    },
    company: { company_id: row.companyId, name_en: row.companyNameEn, name_th: row.companyNameTh },
    state: adminCardStateOf(row, now),
    issued_at: row.issuedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    deleted_at: row.deletedAt?.toISOString() ?? null,
  };
}

/** One page of every card of a member for the back-office's member page (DESIGN §11, §12), states at `now`. */
export async function listCardsOfMember(
  db: Executor,
  request: { memberId: number; page: number; limit: number; isNewestFirst: boolean },
  now = new Date(),
) {
  const { page, limit } = request;
  const { rows, total } = await selectAdminCardPage(db, {
    memberId: request.memberId,
    isNewestFirst: request.isNewestFirst,
    offset: (page - 1) * limit,
    limit,
  });
  return pagedListOf(
    rows.map((row) => presentAdminCard(row, now)),
    { page, limit },
    total,
  );
}
