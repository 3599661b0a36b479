import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoCustomer } from '@/test/customer';
import { CONSENT_CALL, drawFirstScreenWhenAnswered, MEMBER_CALL } from './drawn-first-screen';
import { takeFirstCall } from './first-calls';

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
const success = (data: unknown) => answer(200, { status: 'success', data });
const MEMBER_ANSWER = () => success(demoCustomer);
const CONSENTED = () => success({ must_consent: false });

function startedCalls(member: Promise<Response>, consent: Promise<Response>) {
  window.loyaltyFirstCalls = {
    headers: {},
    startedAt: performance.now(),
    responses: new Map([
      [MEMBER_CALL, member],
      [CONSENT_CALL, consent],
    ]),
  };
}

const drawName = (customer: { first_name: string | null }, language: string) =>
  `<p data-language="${language}">${customer.first_name}</p>`;

/** The page's root once the page settled whether it draws: its markup, empty when it drew nothing. */
async function drawnRoot(limitMs?: number): Promise<string> {
  drawFirstScreenWhenAnswered(drawName, document, limitMs);
  await window.loyaltyFirstScreen;
  return document.getElementById('root')?.innerHTML ?? '';
}

beforeEach(() => {
  document.body.innerHTML = '<div id="root"></div>';
  document.documentElement.lang = 'en';
});

afterEach(() => {
  window.loyaltyFirstCalls = undefined;
  window.loyaltyFirstScreen = undefined;
  window.localStorage.clear();
  window.history.replaceState(null, '');
});

describe('a page that draws its first screen from the member’s answers (decision 067)', () => {
  it('draws it in the page’s language once the member is in and needs no consent, and leaves the answer to the app', async () => {
    startedCalls(MEMBER_ANSWER(), CONSENTED());
    expect(await drawnRoot()).toBe(`<p data-language="en">${demoCustomer.first_name}</p>`);
    const forApp = takeFirstCall(MEMBER_CALL, {});
    expect(await (await forApp)?.json()).toEqual({ status: 'success', data: demoCustomer });
  });

  it.each([
    ['the member must consent again', MEMBER_ANSWER, () => success({ must_consent: true })],
    ['the session is refused', () => answer(401, { status: 'error', code: 'UNAUTHORIZED' }), CONSENTED],
    ['the consent check failed', MEMBER_ANSWER, () => answer(503, { status: 'error', code: 'UNAVAILABLE' })],
    ['the member’s call did not answer at all', () => Promise.reject(new TypeError('offline')), CONSENTED],
    ['the answer is not an envelope', () => answer(200, ['x']), CONSENTED],
  ])('draws nothing and lets the app start when %s', async (_, member, consent) => {
    startedCalls(member(), consent());
    expect(await drawnRoot()).toBe('');
  });

  it('draws nothing once its wait is over, however late the answer comes', async () => {
    let answerLate: (response: Response) => void = () => undefined;
    startedCalls(
      new Promise((resolve) => {
        answerLate = resolve;
      }),
      CONSENTED(),
    );
    expect(await drawnRoot(20)).toBe('');
    answerLate(new Response(JSON.stringify({ status: 'success', data: demoCustomer })));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.getElementById('root')?.innerHTML).toBe('');
  });

  it('leaves a page in another language than the member’s to the app', async () => {
    window.localStorage.setItem('lang', 'th');
    startedCalls(MEMBER_ANSWER(), CONSENTED());
    drawFirstScreenWhenAnswered(drawName);
    expect(window.loyaltyFirstScreen).toBeUndefined();
  });

  it('leaves a page opened with the app’s own state (the welcome after registering) to the app', () => {
    window.history.replaceState({ usr: { welcome: true } }, '');
    startedCalls(MEMBER_ANSWER(), CONSENTED());
    drawFirstScreenWhenAnswered(drawName);
    expect(window.loyaltyFirstScreen).toBeUndefined();
  });

  it('asks nothing of a tab without a member’s session, whose page started no calls', () => {
    drawFirstScreenWhenAnswered(drawName);
    expect(window.loyaltyFirstScreen).toBeUndefined();
  });

  it('never draws over what the root already holds', async () => {
    document.body.innerHTML = '<div id="root"><main>app</main></div>';
    startedCalls(MEMBER_ANSWER(), CONSENTED());
    expect(await drawnRoot()).toBe('<main>app</main>');
  });
});
