import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.js';

const context = useTestApp();

describe('dev outbox', () => {
  it('lists what the local mail and SMS adapters sent, newest first, by recipient', async () => {
    const { app } = context;
    const { mail, sms } = app.deps.adapters;
    await mail.send({ to: 'ploy@example.com', subject: 'Your code', body: 'Code 111111', otp: '111111' });
    await sms.send({ to: '0811111111', body: 'Code 222222', otp: '222222' });
    await mail.send({ to: 'ploy@example.com', subject: 'Your code', body: 'Code 333333', otp: '333333' });
    const response = await app.inject('/api/dev/outbox?recipient=ploy@example.com');
    expect(response.statusCode).toBe(200);
    const items = response.json().data;
    expect(items.map((item: { otp: string }) => item.otp)).toEqual(['333333', '111111']);
    expect(items[0]).toMatchObject({ recipient: 'ploy@example.com', channel: 'email', subject: 'Your code' });
    expect(Date.parse(items[0].created_at)).not.toBeNaN();
  });

  it('does not exist in production', async () => {
    const app = await context.buildApp({ config: { nodeEnv: 'production' } });
    const response = await app.inject('/api/dev/outbox');
    await app.close();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
