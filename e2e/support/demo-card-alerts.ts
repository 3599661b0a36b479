/**
 * The demo member holds a card not yet seen and one expiring within 30 days (issue 10 demo data), so
 * home raises their alerts once. The flows that sign in as the demo member do not expect a dialog over
 * home, and the member-card flow uses members of its own (e2e/cards); so each run acknowledges the demo
 * member's alerts before any flow starts, through the same calls the dialog makes.
 */
export async function acknowledgeDemoCardAlerts(baseURL: string): Promise<void> {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${baseURL}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    const envelope = (await response.json()) as { status: string; data: { token: string } };
    if (envelope.status !== 'success') throw new Error(`${path} failed: ${JSON.stringify(envelope)}`);
    return envelope.data;
  };
  const { token } = await post('authentication/LoginEmail', { Email: 'demo@example.com', Password: 'Demo1234!' });
  const response = await fetch(`${baseURL}/api/v1/VirtualCard/GetActiveVirtualCardList?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await response.json()) as {
    data: { items: { card_id: number; show_create_alert: boolean; show_expire_alert: boolean }[] };
  };
  for (const card of data.items) {
    if (card.show_create_alert) await post('VirtualCard/UpdateCreateAlert', { Card_Id: card.card_id }, token);
    if (card.show_expire_alert) await post('VirtualCard/UpdateExpireAlert', { Card_Id: card.card_id }, token);
  }
}
