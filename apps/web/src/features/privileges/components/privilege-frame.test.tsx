import { LANGUAGES, type PrivilegeCard } from '@loyalty/contracts';
import { act, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { demoCustomer } from '@/test/customer';
import { drawnOf, expectMemberShellAlike, onPhoneAsMember } from '@/test/drawn-markup';
import { mockApi, ok, renderApp } from '@/test/render-app';
import { FRAME_CARDS, renderPrivilegeFrame } from '../../../../build/privilege-frame';
import { clearPrivilegeUiStore } from '../stores/privilege-ui-store';
import { card, pageOf } from '../test/fixtures';

const categories = [
  { category_id: 1, name: 'Food & Drink', icon_url: '/media/icons/food.svg' },
  { category_id: 2, name: 'การเดินทาง', icon_url: '/media/icons/travel.svg' },
];

const sale = (state: 'live' | 'upcoming') => ({
  flash_sale_id: 7,
  point_cost: 1500,
  stock_left: 4,
  starts_at: '2026-01-01T00:00:00.000Z',
  ends_at: '2099-01-01T00:00:00.000Z',
  state,
});

/** The first page as the server lists it: every badge, a srcset, a big price, a price of one point, and more than the frame draws. */
const cards: PrivilegeCard[] = [
  card(1, { image_srcset: '/media/p/1-320.webp 320w, /media/p/1-640.webp 640w', point_cost: 12000 }),
  card(2, { flash_sale: sale('live'), is_favorite: true, title: 'Tea <& "cake">' }),
  card(3, { min_tier: 'Gold', stock_left: 3 }),
  card(4, { stock_left: 0, category_id: 2 }),
  card(5, { flash_sale: sale('upcoming') }),
  card(6, { partner_name: 'ร้านชบา', title: 'ส่วนลดเครื่องดื่มที่ร้านชบา', point_cost: 1 }),
  card(7),
];

/** Card 6's price as each language writes one point: the singular in English, Thai's one form. */
const ONE_POINT = { en: '1 point', th: '1 คะแนน' } as const;

const SHOWN_ATTRIBUTES = ['href', 'src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'fetchpriority'];
const SAID_ATTRIBUTES = ['aria-label', 'aria-pressed', 'aria-labelledby', 'type', 'id'];

const drawn = (element: Element) => drawnOf(element, [...SHOWN_ATTRIBUTES, ...SAID_ATTRIBUTES]);

/** The app's render as the frame draws it: the first cards only, without the member's hearts. */
function withoutMemberParts(section: Element): Element {
  const copy = section.cloneNode(true) as Element;
  for (const heart of copy.querySelectorAll('[data-testid="card-heart"]')) heart.remove();
  const list = copy.querySelector('[data-testid="privilege-list"]');
  for (const item of [...(list?.children ?? [])].slice(FRAME_CARDS)) item.remove();
  // The paged list's own parts after its grid (the sentinel that asks for the next page).
  for (const after of [...(list?.parentElement?.children ?? [])].filter((element) => element !== list)) after.remove();
  return copy;
}

function frameOf(language: (typeof LANGUAGES)[number]): Element {
  const frame = document.createElement('div');
  const plainCards = cards.map((each) => ({ ...each, is_favorite: false }));
  frame.innerHTML = renderPrivilegeFrame({ language, categories, cards: plainCards });
  return frame;
}

beforeAll(async () => {
  await import('@/app/routes/privileges');
});

onPhoneAsMember();

beforeEach(() => {
  clearPrivilegeUiStore();
});

describe('the privilege screen drawn by its HTML before the app (decision 036)', () => {
  it.each(LANGUAGES)('draws the screen in %s where and as the app draws it on a phone', async (language) => {
    await act(() => setLanguage(language));
    mockApi({
      'Customer/GetCustomerInfo': () => ok(demoCustomer),
      'Privilege/GetPrivilegeCategories': () => ok(categories),
      'Privilege/GetPrivilegeList': () => ok(pageOf(cards, 1, true)),
    });
    const { container } = renderApp('/privilege');
    await within(await screen.findByTestId('privilege-list')).findAllByTestId('privilege-card');
    await screen.findAllByTestId('category-button');
    const frame = frameOf(language);

    expectMemberShellAlike(frame, container);

    // The screen: title, categories, shortcuts and the first cards, alike to the attribute.
    const appSection = container.querySelector('main > section');
    const frameSection = frame.querySelector('main > section');
    if (!appSection || !frameSection) throw new Error('a screen is missing');
    expect(drawn(frameSection)).toEqual(drawn(withoutMemberParts(appSection)));
    expect(frameSection.querySelectorAll('article')).toHaveLength(FRAME_CARDS);
    const linesOfOnePointCard = (section: Element) =>
      [...section.querySelectorAll('[data-privilege-id="6"] p')].map((line) => line.textContent);
    expect(linesOfOnePointCard(frameSection)).toContain(ONE_POINT[language]);
    expect(linesOfOnePointCard(appSection)).toContain(ONE_POINT[language]);
  });

  it('fetches the first card’s picture first, the one the starter waits for, and leaves the rest lazy', () => {
    const frame = frameOf('en');
    const cardPictures = [...frame.querySelectorAll('article img')];
    expect([...frame.querySelectorAll('img[fetchpriority="high"]')]).toEqual(cardPictures.slice(0, 1));
    expect(cardPictures[0]?.getAttribute('loading')).toBe('eager');
    expect(cardPictures.slice(1).map((picture) => picture.getAttribute('loading'))).toEqual(
      Array.from({ length: FRAME_CARDS - 1 }, () => 'lazy'),
    );
  });

  it('escapes the catalogue’s words and addresses', () => {
    const frame = renderPrivilegeFrame({
      language: 'en',
      categories: [{ category_id: 1, name: '<b>x</b>', icon_url: '/i.svg" onerror="alert(1)' }],
      cards: [card(1, { title: '</h2><script>alert(1)</script>', image_url: '/p.svg"><script>' })],
    });
    expect(frame).not.toContain('<script');
    expect(frame).not.toContain('<b>');
    expect(frame).toContain('src="/i.svg&quot; onerror=&quot;alert(1)"');
  });
});
