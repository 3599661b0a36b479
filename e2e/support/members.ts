import type { Page } from 'playwright-core';
import { baseURL } from './browser';
import { freshMobile, latestOtp } from './outbox';

async function call<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${baseURL()}/api/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status: string; data: T };
  if (envelope.status !== 'success') throw new Error(`${path} failed: ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** A Thai id card number with a valid checksum (the 13th digit checks the first twelve). */
export function thaiIdCard(): string {
  const first = `1${String(Date.now()).slice(-11)}`;
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
  const challenge = await call<{ ref_id: string }>('SMS/RequestOTP', { Mobile_No: mobile, Purpose: 'register' });
  const verified = await call<{ token: string }>('SMS/VerifyOTP', {
    Mobile_No: mobile,
    Ref_Id: challenge.ref_id,
    Otp: await latestOtp(mobile),
  });
  const session = await call<{ token: string }>(
    'Customer/Register',
    {
      National_Type: 'thai',
      Gov_Id_Ref: thaiIdCard(),
      First_Name: firstName,
      Last_Name: 'Jaidee',
      Gender: 'female',
      Birth_Year: 1992,
      Accept_Consentandpolicy: true,
    },
    verified.token,
  );
  return { mobile, token: session.token, firstName };
}

/** Opens the app with the member's session already in session storage (as after a login). */
export async function useSession(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.sessionStorage.setItem('token', value), token);
}

/**
 * A demo member's balance as the app shows it (en-US digits), read from the API: other e2e files move
 * the demo members' points (a transfer), so a page is compared with the balance now, not the seed's.
 */
export async function demoBalanceText(identity = 'demo@example.com', password = 'Demo1234!'): Promise<string> {
  const session = await call<{ token: string }>('authentication/LoginEmail', { Email: identity, Password: password });
  const response = await fetch(`${baseURL()}/api/v1/Customer/GetCustomerInfo`, {
    headers: { authorization: `Bearer ${session.token}` },
  });
  const body = (await response.json()) as { data: { point_balance: number } };
  return body.data.point_balance.toLocaleString('en-US');
}
