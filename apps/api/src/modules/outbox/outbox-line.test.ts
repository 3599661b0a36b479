import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/helper.js';
import { createOutboxLineMessaging, readOutbox } from './outbox-service.js';

const context = useTestDatabase();

const flex = { type: 'flex', altText: 'You earned 80 points', contents: { type: 'bubble' } };

describe('local LINE Messaging stand-in', () => {
  it('records a push in the dev outbox for the LINE user id, with the messages as JSON', async () => {
    const line = createOutboxLineMessaging(context.database.orm);
    const result = await line.push({ to: 'U-outbox-1', retryKey: crypto.randomUUID(), messages: [flex] });
    expect(result).toEqual({ outcome: 'sent' });
    const [item, ...others] = await readOutbox(context.database.orm, { recipient: 'U-outbox-1', limit: 10 });
    expect(others).toEqual([]);
    expect(item).toMatchObject({
      recipient: 'U-outbox-1',
      channel: 'line',
      subject: 'You earned 80 points',
      otp: null,
    });
    expect(JSON.parse(item?.body ?? '')).toEqual([flex]);
  });

  it('records a push retried with the same key once, and answers sent both times', async () => {
    const line = createOutboxLineMessaging(context.database.orm);
    const retryKey = crypto.randomUUID();
    const first = await line.push({ to: 'U-outbox-2', retryKey, messages: [flex] });
    const retried = await line.push({ to: 'U-outbox-2', retryKey, messages: [flex] });
    expect([first, retried]).toEqual([{ outcome: 'sent' }, { outcome: 'sent' }]);
    expect(await readOutbox(context.database.orm, { recipient: 'U-outbox-2', limit: 10 })).toHaveLength(1);
  });

  it('records pushes with other keys apart', async () => {
    const line = createOutboxLineMessaging(context.database.orm);
    await line.push({ to: 'U-outbox-3', retryKey: crypto.randomUUID(), messages: [flex] });
    await line.push({ to: 'U-outbox-3', retryKey: crypto.randomUUID(), messages: [flex] });
    expect(await readOutbox(context.database.orm, { recipient: 'U-outbox-3', limit: 10 })).toHaveLength(2);
  });
});
