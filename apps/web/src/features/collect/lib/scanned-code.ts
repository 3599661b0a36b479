import { codeField } from '@loyalty/contracts';

/** The query value a printed QR link carries its code in (contracts: code.ts). */
const CODE_QUERY = 'code';

/**
 * The code in what a QR or the member gave: the code itself, or a link whose `code` query value is the
 * code. Answers the code as the server compares it (trimmed, upper case), or null when there is none.
 */
export function codeFromScan(raw: string): string | null {
  const text = raw.trim();
  const fromLink = codeInLink(text);
  const candidate = codeField.safeParse(fromLink ?? text);
  return candidate.success ? candidate.data : null;
}

function codeInLink(text: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) return null;
  try {
    return new URL(text).searchParams.get(CODE_QUERY);
  } catch {
    return null;
  }
}
