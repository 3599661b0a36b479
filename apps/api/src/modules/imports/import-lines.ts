import type { ImportOutcome } from '@loyalty/contracts';

export interface ImportLine {
  lineNo: number;
  value: string;
  outcome: ImportOutcome;
  memberId: number | null;
  /** A point-adjustment line's columns as read (only the well-formed ones), kept for execution. */
  adjustment?: { points: number | null; reasonCategory: string | null; note: string | null };
}

/**
 * A partner code: printable ASCII without spaces, commas (one column) or double quotes (a quote left after
 * unquoting is a broken CSV value, such as a lone `"`), as partners print them.
 */
const PARTNER_CODE = /^[\x21\x23-\x2B\x2D-\x7E]{1,64}$/;
const MEMBER_ID = /^CR\d{8}$/;

/**
 * The values of a one-column CSV with their line numbers: blank lines skipped, a value in double quotes
 * unquoted (`""` inside is one quote), spaces around it trimmed.
 */
export function csvValues(text: string): { lineNo: number; value: string }[] {
  const values: { lineNo: number; value: string }[] = [];
  text.split(/\r\n|\n|\r/).forEach((line, index) => {
    let value = line.trim();
    if (value === '') return;
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      value = value.slice(1, -1).replaceAll('""', '"').trim();
    }
    values.push({ lineNo: index + 1, value });
  });
  return values;
}

/**
 * The dry run's verdict on each line: bad, a repeat of an earlier line, already there (`exists` answers
 * for a valid value), unknown (`lookUp` answers null), a member not active (`lookUp` answers `inactive`
 * with the member), or ok.
 */
function classify(
  values: { lineNo: number; value: string }[],
  rules: {
    isWellFormed: (value: string) => boolean;
    exists: (value: string) => boolean;
    lookUp: (value: string) => number | null | 'none' | { inactive: number };
  },
): ImportLine[] {
  const seen = new Set<string>();
  return values.map(({ lineNo, value }) => {
    const line = (outcome: ImportOutcome, memberId: number | null = null) => ({ lineNo, value, outcome, memberId });
    if (!rules.isWellFormed(value)) return line('bad_line');
    if (seen.has(value)) return line('duplicate');
    seen.add(value);
    const found = rules.lookUp(value);
    if (found === null) return line('unknown_member');
    if (typeof found === 'object') return line('inactive_member', found.inactive);
    if (rules.exists(value)) return line('exists');
    return line('ok', found === 'none' ? null : found);
  });
}

export function partnerCodeLines(values: { lineNo: number; value: string }[], taken: Set<string>): ImportLine[] {
  return classify(values, {
    isWellFormed: (value) => PARTNER_CODE.test(value),
    exists: (value) => taken.has(value),
    lookUp: () => 'none',
  });
}

/** Member ids are compared upper-case (`cr00000001` is `CR00000001`). */
export function normaliseMemberId(value: string): string {
  return value.trim().toUpperCase();
}

export function isMemberId(value: string): boolean {
  return MEMBER_ID.test(value);
}

export function memberIdLines(
  values: { lineNo: number; value: string }[],
  members: { idOf: Map<string, number>; inactiveIdOf: Map<string, number>; holders: Set<number> },
): ImportLine[] {
  return classify(values, {
    isWellFormed: isMemberId,
    exists: (value) => members.holders.has(members.idOf.get(value) as number),
    lookUp: (value) => {
      const inactive = members.inactiveIdOf.get(value);
      return inactive === undefined ? (members.idOf.get(value) ?? null) : { inactive };
    },
  });
}
