import type { ImportOutcome } from '@loyalty/contracts';

/** The languages an error file is written in: the console's. */
export type ErrorFileLanguage = 'en' | 'th';

/**
 * What each outcome of a line left out means, as the error file's `problem` column says it to the operator
 * who downloads it (issue 35), in the console's language; `ok` lines are never in the file.
 */
export const IMPORT_PROBLEM_WORDS: Record<ErrorFileLanguage, Record<Exclude<ImportOutcome, 'ok'>, string>> = {
  en: {
    bad_line: 'Not a valid line: check the member id and the number of columns',
    duplicate: 'Repeats an earlier line',
    exists: 'Already there',
    unknown_member: 'No member with an account has this id',
    expired: 'The expiry passed before this line was applied',
    bad_points: 'Points must be a whole number other than 0, at most 1,000,000 either way',
    bad_reason: 'Unknown reason category, or the note is missing or longer than 200 characters',
    insufficient_points: 'The member’s balance does not cover this claw-back',
  },
  th: {
    bad_line: 'บรรทัดไม่ถูกต้อง: ตรวจสอบรหัสสมาชิกและจำนวนคอลัมน์',
    duplicate: 'ซ้ำกับบรรทัดก่อนหน้า',
    exists: 'มีอยู่แล้ว',
    unknown_member: 'ไม่พบสมาชิกที่มีบัญชีด้วยรหัสนี้',
    expired: 'เลยวันหมดอายุก่อนที่จะนำบรรทัดนี้ไปใช้',
    bad_points: 'คะแนนต้องเป็นจำนวนเต็มที่ไม่ใช่ 0 และไม่เกิน 1,000,000 ทั้งบวกและลบ',
    bad_reason: 'ไม่รู้จักหมวดเหตุผล หรือไม่มีหมายเหตุ หรือหมายเหตุยาวเกิน 200 ตัวอักษร',
    insufficient_points: 'คะแนนคงเหลือของสมาชิกไม่พอสำหรับการหักคะแนนนี้',
  },
};
