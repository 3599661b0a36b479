import { describe, expect, it } from 'vitest';
import { flexMessageFor } from './flex-messages.js';

const points = {
  kind: 'points_earned' as const,
  title: 'You earned 80 points',
  body: 'At Chaba Mart',
  linkPath: '/points/history',
};

describe('LINE Flex messages', () => {
  it('shows the title as altText and in a bubble with the body and a button into the LIFF app', () => {
    const message = flexMessageFor({ ...points, language: 'en', liffId: '1234-abcd', publicUrl: 'http://app.test' });
    expect(message).toMatchObject({
      type: 'flex',
      altText: 'You earned 80 points',
      contents: {
        type: 'bubble',
        body: {
          contents: [
            { type: 'text', text: 'You earned 80 points' },
            { type: 'text', text: 'At Chaba Mart' },
          ],
        },
        footer: {
          contents: [
            {
              type: 'button',
              action: { type: 'uri', label: 'See my points', uri: 'https://liff.line.me/1234-abcd/points/history' },
            },
          ],
        },
      },
    });
  });

  it("labels the button for the kind, in the member's language", () => {
    const earned = flexMessageFor({ ...points, language: 'th', liffId: '1234-abcd', publicUrl: 'http://app.test' });
    expect(JSON.stringify(earned)).toContain('"label":"ดูคะแนนของฉัน"');
    const tierUp = flexMessageFor({ ...points, kind: 'tier_up', language: 'en', publicUrl: 'http://app.test' });
    expect(JSON.stringify(tierUp)).toContain('"label":"See my tier"');
    const broadcast = flexMessageFor({ ...points, kind: 'broadcast', language: 'th', publicUrl: 'http://app.test' });
    expect(JSON.stringify(broadcast)).toContain('"label":"เปิดดู"');
  });

  it('opens the web app on the path without a LIFF app', () => {
    const message = flexMessageFor({ ...points, language: 'en', publicUrl: 'http://app.test' });
    expect(JSON.stringify(message)).toContain('"uri":"http://app.test/points/history"');
  });
});
