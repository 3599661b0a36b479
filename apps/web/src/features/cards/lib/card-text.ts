import type { VirtualCard } from '@loyalty/contracts';

/**
 * A card's words in the member's language: the API answers both (`card_name` Thai, `card_name_en`
 * English), so switching language needs no new request.
 */
export function cardText(card: VirtualCard, language: string) {
  const isThai = language === 'th';
  return {
    name: isThai ? card.card_name : card.card_name_en,
    level: isThai ? card.level : card.level_en,
    company: isThai ? card.company.name : card.company.name_en,
    conditions: isThai ? card.conditions : card.conditions_en,
  };
}
