import type { VirtualCard } from '@loyalty/contracts';

/** A member card as the VirtualCard calls answer it, number whole (test fixture). */
export function virtualCard(cardId: number, overrides: Partial<VirtualCard> = {}): VirtualCard {
  return {
    card_id: cardId,
    card_name: `บัตรทดสอบ ${cardId}`,
    card_name_en: `Test Card ${cardId}`,
    company: { company_id: 1, name: 'ชบา มาร์ท', name_en: 'Chaba Mart', logo_url: '/media/logo.svg' },
    card_number: `70010000000${String(cardId).padStart(5, '0')}`,
    image_url: '/media/cards/mart-gold.svg',
    level: 'โกลด์',
    level_en: 'Gold',
    issued_at: '2026-01-10T03:00:00.000Z',
    expires_at: '2027-01-10T03:00:00.000Z',
    status: 'active',
    is_favorite: false,
    show_create_alert: false,
    show_expire_alert: false,
    conditions: '<ul><li>แสดงบัตรที่เคาน์เตอร์</li></ul>',
    conditions_en: '<ul><li>Show the card at the counter.</li></ul>',
    ...overrides,
  };
}

/** As the lists answer it: the number masked (decision 014). */
export function listedCard(cardId: number, overrides: Partial<VirtualCard> = {}): VirtualCard {
  const card = virtualCard(cardId, overrides);
  return { ...card, card_number: `•••• ${card.card_number.slice(-4)}` };
}

export function cardPage(items: VirtualCard[], page = 1, isLast = true) {
  return { items, page, limit: 10, total: items.length, end_page: isLast };
}
