import argon2 from 'argon2';

/** OWASP's argon2id baseline (19 MiB, 2 passes): about 30 ms here, slow enough for offline guessing. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    // A malformed stored hash can never match; the member must reset the password.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when there is no member to check against, so an unknown
 * e-mail and a wrong password cannot be told apart by timing.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword('no member has this password');
  await verifyPassword(await dummyHash, password);
  return false;
}
