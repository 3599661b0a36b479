import { CARD_EXPIRY_ALERT_DAYS, maskCardNumber, type VirtualCard } from '@loyalty/contracts';
import { sanitizeArticleHtml } from '../articles/article-html.js';
import { srcsetOf } from '../media/media-service.js';
import type { MemberCardRow } from './member-card-repository.js';

const DAY_MS = 86_400_000;

interface AlertState {
  expiresAt: Date;
  createAlertSeenAt: Date | null;
  expireAlertSeenAt: Date | null;
}

/**
 * The alert flags of DESIGN §12 at `now`: a new card until its alert is seen, an expiring one within
 * 30 days until its alert is seen. An expired card raises neither: there is nothing left to act on.
 */
export function alertFlags(card: AlertState, now: Date) {
  const msLeft = card.expiresAt.getTime() - now.getTime();
  const isActive = msLeft > 0;
  return {
    show_create_alert: isActive && card.createAlertSeenAt === null,
    show_expire_alert: isActive && msLeft <= CARD_EXPIRY_ALERT_DAYS * DAY_MS && card.expireAlertSeenAt === null,
  };
}

/**
 * A card as the member sees it. Conditions are sanitised on the way out, as article bodies are: the
 * templates come from operators, and the web app renders them as HTML.
 */
export function presentCard(row: MemberCardRow, now: Date, options: { isNumberMasked: boolean }): VirtualCard {
  return {
    card_id: row.id,
    card_name: row.nameTh,
    card_name_en: row.nameEn,
    company: {
      company_id: row.companyId,
      name: row.companyNameTh,
      name_en: row.companyNameEn,
      logo_url: row.companyLogoUrl,
    },
    card_number: options.isNumberMasked ? maskCardNumber(row.cardNumber) : row.cardNumber,
    image_url: row.imageUrl,
    image_srcset: srcsetOf(row.imageUrl),
    level: row.levelTh,
    level_en: row.levelEn,
    issued_at: row.issuedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    status: row.expiresAt.getTime() > now.getTime() ? 'active' : 'expired',
    is_favorite: row.isFavourite,
    ...alertFlags(row, now),
    conditions: sanitizeArticleHtml(row.conditionsTh),
    conditions_en: sanitizeArticleHtml(row.conditionsEn),
  };
}
