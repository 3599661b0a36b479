import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, ok, renderApp } from '@/test/render-app';

describe('the dev outbox page', () => {
  it('lists the messages of a recipient with their one-time code', async () => {
    const fetchMock = mockApi({
      '/api/dev/outbox': (_body, url) =>
        ok(
          url.searchParams.get('recipient') === '0899999999'
            ? [
                {
                  recipient: '0899999999',
                  channel: 'sms',
                  subject: null,
                  body: 'Your code is 123456',
                  otp: '123456',
                  created_at: '2024-05-01T10:00:00.000Z',
                },
              ]
            : [],
        ),
    });
    renderApp('/dev/outbox');
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Recipient'), '0899999999');
    await user.click(screen.getByRole('button', { name: 'Show messages' }));
    const list = await screen.findByTestId('outbox-list');
    await waitFor(() => expect(within(list).getByText('123456')).toBeInTheDocument());
    expect(within(list).getByText('SMS')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/dev/outbox?recipient=0899999999');
  });

  it('shows a LINE push as its Flex bubble: title, body and the button opening the app', async () => {
    const flex = {
      type: 'flex',
      altText: 'You earned 80 points',
      contents: {
        type: 'bubble',
        body: {
          type: 'box',
          layout: 'vertical',
          contents: [
            { type: 'text', text: 'You earned 80 points', weight: 'bold' },
            { type: 'text', text: 'At Chaba Mart' },
          ],
        },
        footer: {
          type: 'box',
          layout: 'vertical',
          contents: [
            {
              type: 'button',
              action: { type: 'uri', label: 'Open', uri: 'https://liff.line.me/1234-abcd/points/history' },
            },
          ],
        },
      },
    };
    mockApi({
      '/api/dev/outbox': () =>
        ok([
          {
            recipient: 'U0d3e0000000000000000000000000001',
            channel: 'line',
            subject: 'You earned 80 points',
            body: JSON.stringify([flex]),
            otp: null,
            created_at: '2024-05-01T10:00:00.000Z',
          },
        ]),
    });
    renderApp('/dev/outbox');
    const bubble = await screen.findByTestId('line-flex');
    expect(within(bubble).getByText('At Chaba Mart')).toBeInTheDocument();
    expect(within(bubble).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      'https://liff.line.me/1234-abcd/points/history',
    );
    expect(screen.getByText('LINE')).toBeInTheDocument();
  });
});
