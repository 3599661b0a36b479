import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, six digits, 30-second steps. */
const TOTP_SHAPE = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const ISSUER = 'Chaba Rewards back-office';

function totpOf(secretBase32: string, label = 'operator') {
  return new TOTP({ ...TOTP_SHAPE, issuer: ISSUER, label, secret: Secret.fromBase32(secretBase32) });
}

/** A new random secret (160 bits, RFC 4226's recommendation) and the `otpauth://` address for its QR code. */
export function newTotpSecret(label: string): { secret: string; url: string } {
  const secret = new Secret({ size: 20 });
  const totp = new TOTP({ ...TOTP_SHAPE, issuer: ISSUER, label, secret });
  return { secret: secret.base32, url: totp.toString() };
}

/** One step either side is accepted, for a phone clock a little off. */
export function isValidTotpCode(secretBase32: string, code: string, now = new Date()): boolean {
  return totpOf(secretBase32).validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null;
}
