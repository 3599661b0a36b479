import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { baseURL } from './browser';
import { freshEmail, freshMobile, latestOtp, uniqueDigits } from './outbox';

/**
 * A member API call as the app makes it: a GET without a body, a POST with one and its own
 * Idempotency-Key; the envelope's data, or an error naming the call and the whole answer.
 */
export async function memberCall<T>(path: string, token: string | undefined, body?: unknown): Promise<T> {
  const response = await fetch(`${baseURL()}/api/v1/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json', 'idempotency-key': randomUUID() }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { status: string; data: T };
  if (envelope.status !== 'success') throw new Error(`${path} failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** A Thai id card number with a valid checksum (the 13th digit checks the first twelve). */
export function thaiIdCard(): string {
  const first = `1${uniqueDigits(11)}`;
  const sum = [...first].reduce((total, digit, index) => total + Number(digit) * (13 - index), 0);
  return `${first}${(11 - (sum % 11)) % 10}`;
}

export interface NewMember {
  mobile: string;
  token: string;
  firstName: string;
}

/**
 * Registers a new Thai member through the API, exactly as the registration screens do (SMS code from the
 * dev outbox, then Customer/Register), for flows that start from a fresh, incomplete profile.
 */
export async function registerThaiMember(firstName = 'Malee'): Promise<NewMember> {
  const mobile = freshMobile();
  const challenge = await memberCall<{ ref_id: string }>('SMS/RequestOTP', undefined, {
    Mobile_No: mobile,
    Purpose: 'register',
  });
  const verified = await memberCall<{ token: string }>('SMS/VerifyOTP', undefined, {
    Mobile_No: mobile,
    Ref_Id: challenge.ref_id,
    Otp: await latestOtp(mobile),
  });
  const session = await memberCall<{ token: string }>('Customer/Register', verified.token, {
    National_Type: 'thai',
    Gov_Id_Ref: thaiIdCard(),
    First_Name: firstName,
    Last_Name: 'Jaidee',
    Gender: 'female',
    Birth_Year: 1992,
    Accept_Consentandpolicy: true,
  });
  return { mobile, token: session.token, firstName };
}

/**
 * Registers a new foreigner through the API as the registration screens do (e-mail code from the dev
 * outbox, then Customer/Register with the birth year and no mobile): a profile that is not yet
 * redeem-ready (SPEC §4: the mobile and the full birth date are missing). `mobile` is left empty.
 */
export async function registerForeigner(firstName = 'Emily', birthYear = 1990): Promise<NewMember & { email: string }> {
  const email = freshEmail();
  const challenge = await memberCall<{ ref_id: string }>('Mail/RequestOTPByEmail', undefined, {
    Email: email,
    Purpose: 'register',
  });
  const verified = await memberCall<{ token: string }>('Mail/VerifyOTPByEmail', undefined, {
    Email: email,
    Ref_Id: challenge.ref_id,
    Otp: await latestOtp(email),
  });
  const session = await memberCall<{ token: string }>('Customer/Register', verified.token, {
    National_Type: 'foreigner',
    Gov_Id_Ref: `P${uniqueDigits(8)}`,
    First_Name: firstName,
    Last_Name: 'Walker',
    Gender: 'female',
    Birth_Year: birthYear,
    Accept_Consentandpolicy: true,
  });
  return { mobile: '', email, token: session.token, firstName };
}

/** Earns a promo code's points for the member through Code/ScanCode, as the promo-code screen does. */
export async function earnWithCode(member: NewMember, code: string): Promise<void> {
  await memberCall('Code/ScanCode', member.token, { Code: code });
}

/** Opens the app with the member's session already in session storage (as after a login). */
export async function useSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.sessionStorage.setItem('token', value), token);
}

/** A new session of the demo member, signed in through the API (Authentication/LoginEmail). */
export async function demoSessionToken(): Promise<string> {
  const session = await memberCall<{ token: string }>('authentication/LoginEmail', undefined, {
    Email: 'demo@example.com',
    Password: 'Demo1234!',
  });
  return session.token;
}

/**
 * Opens the app as the demo member signed in through the API, for a flow that starts signed in: two page
 * loads fewer than the log-in screen and home (auth/login.e2e.test.ts signs in through the screens).
 */
export async function useDemoSession(page: Page): Promise<void> {
  await useSession(page, await demoSessionToken());
}

/**
 * The balance the page was last given by its own GetCustomerInfo calls, formatted as the app shows it
 * (en-US digits). Other e2e files move the demo members' points while this one runs, so a screen is
 * compared with the answer it rendered, not with a later read that a concurrent transfer may have changed.
 */
export function watchServedBalance(page: Page): () => Promise<string> {
  let latest: Promise<number | undefined> = Promise.resolve(undefined);
  page.on('response', (response) => {
    if (!response.url().includes('/api/v1/Customer/GetCustomerInfo')) return;
    const previous = latest;
    latest = response.json().then(
      (body: { data?: { point_balance?: number } }) => body.data?.point_balance ?? previous,
      () => previous,
    );
  });
  return async () => {
    const balance = await latest;
    if (balance === undefined) throw new Error('The page never received GetCustomerInfo');
    return balance.toLocaleString('en-US');
  };
}
