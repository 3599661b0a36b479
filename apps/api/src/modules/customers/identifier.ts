/**
 * A sign-in identifier is a Thai mobile number when it is made of digits (spaces, dashes and the +66
 * country code allowed); it is then written the way members are stored: ten digits starting with 0.
 */
export function asThaiMobile(identifier: string): string | undefined {
  const digits = identifier.replace(/[\s-]/g, '');
  if (!/^\+?\d{9,12}$/.test(digits)) return undefined;
  const national = digits.replace(/^\+?66/, '0');
  return /^0\d{9}$/.test(national) ? national : undefined;
}
