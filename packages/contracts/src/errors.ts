/**
 * Every error code the API can answer (DESIGN §5), with its HTTP status and the message in both
 * languages: the one home of these words. The API answers them as `message` / `message_th`, and the
 * web's `errors` namespace is built from them, so `t('errors:CODE')` says what the server says.
 */
export const ERRORS = {
  UNAUTHORIZED: { status: 401, en: 'Please log in to continue.', th: 'กรุณาเข้าสู่ระบบเพื่อดำเนินการต่อ' },
  TOKEN_EXPIRED: {
    status: 401,
    en: 'Your session has expired. Please log in again.',
    th: 'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
  },
  MEMBER_MERGED: {
    status: 401,
    en: 'This membership has been merged into another account.',
    th: 'บัญชีสมาชิกนี้ถูกรวมเข้ากับบัญชีอื่นแล้ว',
  },
  INVALID_CREDENTIALS: { status: 401, en: 'The e-mail or password is incorrect.', th: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง' },
  SESSION_INVALID: { status: 422, en: 'Your session is no longer valid.', th: 'เซสชันของคุณไม่สามารถใช้งานได้แล้ว' },
  FORBIDDEN: { status: 403, en: 'You are not allowed to do this.', th: 'คุณไม่มีสิทธิ์ดำเนินการนี้' },
  NOT_FOUND: { status: 404, en: 'We could not find what you asked for.', th: 'ไม่พบข้อมูลที่ต้องการ' },
  COMPANY_NOT_ALLOWED: {
    status: 403,
    en: 'You work only on the companies assigned to you. Choose one of them.',
    th: 'คุณดูแลได้เฉพาะบริษัทที่ได้รับมอบหมาย กรุณาเลือกบริษัทใดบริษัทหนึ่งในนั้น',
  },
  METHOD_NOT_ALLOWED: { status: 405, en: 'This method is not allowed here.', th: 'ไม่รองรับวิธีการเรียกนี้' },
  VALIDATION_FAILED: { status: 400, en: 'Some information is missing or invalid.', th: 'ข้อมูลบางส่วนไม่ครบถ้วนหรือไม่ถูกต้อง' },
  PAYLOAD_TOO_LARGE: { status: 413, en: 'The request is too large.', th: 'ข้อมูลที่ส่งมีขนาดใหญ่เกินไป' },
  HEADERS_TOO_LARGE: {
    status: 431,
    en: 'The web address or headers of this request are too long.',
    th: 'ที่อยู่เว็บหรือส่วนหัวของคำขอนี้ยาวเกินไป',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    en: 'The request took too long to arrive. Please try again.',
    th: 'คำขอใช้เวลานานเกินไป กรุณาลองใหม่อีกครั้ง',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    en: 'This kind of request content is not supported.',
    th: 'ไม่รองรับรูปแบบข้อมูลที่ส่งมา',
  },
  RATE_LIMITED: {
    status: 429,
    en: 'Too many attempts. Please wait a moment and try again.',
    th: 'ทำรายการบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
  },
  ACCOUNT_LOCKED: {
    status: 429,
    en: 'Too many failed log-ins. Please try again later.',
    th: 'เข้าสู่ระบบผิดหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง',
  },
  SECOND_FACTOR_REQUIRED: {
    status: 401,
    en: 'Enter the 6-digit code from your authenticator app.',
    th: 'กรุณากรอกรหัส 6 หลักจากแอปยืนยันตัวตนของคุณ',
  },
  SECOND_FACTOR_INVALID: {
    status: 401,
    en: 'The authenticator code is incorrect.',
    th: 'รหัสจากแอปยืนยันตัวตนไม่ถูกต้อง',
  },
  ACCOUNT_DISABLED: {
    status: 403,
    en: 'This account has been deactivated. Please ask an administrator.',
    th: 'บัญชีนี้ถูกปิดการใช้งานแล้ว กรุณาติดต่อผู้ดูแลระบบ',
  },
  SECOND_FACTOR_ALREADY_ON: {
    status: 409,
    en: 'The authenticator app is already turned on. Turn it off first to set up a new one.',
    th: 'เปิดใช้แอปยืนยันตัวตนอยู่แล้ว กรุณาปิดก่อนตั้งค่าใหม่',
  },
  SECOND_FACTOR_NOT_SET_UP: {
    status: 409,
    en: 'Set up the authenticator app first.',
    th: 'กรุณาตั้งค่าแอปยืนยันตัวตนก่อน',
  },
  LAST_ADMIN: {
    status: 409,
    en: 'At least one active administrator must remain.',
    th: 'ต้องมีผู้ดูแลระบบที่ใช้งานอยู่อย่างน้อยหนึ่งคน',
  },
  OTP_INVALID: { status: 400, en: 'The one-time code is incorrect.', th: 'รหัส OTP ไม่ถูกต้อง' },
  OTP_EXPIRED: {
    status: 400,
    en: 'The one-time code has expired. Please request a new one.',
    th: 'รหัส OTP หมดอายุแล้ว กรุณาขอรหัสใหม่',
  },
  OTP_LOCKED: {
    status: 429,
    en: 'Too many wrong codes. Please try again later.',
    th: 'กรอกรหัสผิดหลายครั้งเกินไป กรุณาลองใหม่ภายหลัง',
  },
  EMAIL_TAKEN: { status: 409, en: 'This e-mail is already in use.', th: 'อีเมลนี้ถูกใช้งานแล้ว' },
  MOBILE_TAKEN: { status: 409, en: 'This mobile number is already in use.', th: 'เบอร์มือถือนี้ถูกใช้งานแล้ว' },
  INSUFFICIENT_POINTS: { status: 409, en: 'You do not have enough points.', th: 'คะแนนของคุณไม่เพียงพอ' },
  OUT_OF_STOCK: { status: 409, en: 'Sorry, this privilege is out of stock.', th: 'ขออภัย สิทธิพิเศษนี้หมดแล้ว' },
  REDEEM_LIMIT_REACHED: {
    status: 409,
    en: 'You have reached the redemption limit for this privilege.',
    th: 'คุณแลกสิทธิพิเศษนี้ครบจำนวนที่กำหนดแล้ว',
  },
  NOT_ELIGIBLE: { status: 403, en: 'Your membership is not eligible for this.', th: 'สถานะสมาชิกของคุณไม่สามารถใช้สิทธิ์นี้ได้' },
  NOT_ACTIVE: { status: 409, en: 'This is not available right now.', th: 'รายการนี้ยังไม่เปิดให้ใช้งานในขณะนี้' },
  CODE_INVALID: { status: 400, en: 'This code is not valid.', th: 'โค้ดนี้ไม่ถูกต้อง' },
  CODE_USED: { status: 409, en: 'This code has already been used.', th: 'โค้ดนี้ถูกใช้งานแล้ว' },
  CODE_EXPIRED: { status: 409, en: 'This code has expired.', th: 'โค้ดนี้หมดอายุแล้ว' },
  SHIPMENT_STEP_CHANGED: {
    status: 409,
    en: 'This shipment has already moved to another step. Reload to see where it is.',
    th: 'รายการจัดส่งนี้เปลี่ยนขั้นตอนไปแล้ว กรุณาโหลดหน้าใหม่เพื่อดูสถานะล่าสุด',
  },
  MERCHANT_INVALID: {
    status: 400,
    en: 'The store code is not valid for this coupon.',
    th: 'รหัสร้านค้าไม่ถูกต้องสำหรับคูปองนี้',
  },
  QUOTA_EXCEEDED: {
    status: 429,
    en: 'You have used today’s quota. Please try again tomorrow.',
    th: 'คุณใช้สิทธิ์ครบตามจำนวนของวันนี้แล้ว กรุณาลองใหม่พรุ่งนี้',
  },
  FILE_TOO_LARGE: { status: 413, en: 'The file is too large.', th: 'ไฟล์มีขนาดใหญ่เกินไป' },
  UNSUPPORTED_FILE: { status: 415, en: 'This file type is not supported.', th: 'ไม่รองรับไฟล์ประเภทนี้' },
  IDEMPOTENCY_CONFLICT: {
    status: 409,
    en: 'This request key was already used for a different request.',
    th: 'รหัสคำขอนี้ถูกใช้กับคำขออื่นแล้ว',
  },
  LIMIT_EXCEEDED: { status: 409, en: 'This goes over the allowed limit.', th: 'เกินวงเงินหรือจำนวนที่กำหนด' },
  INVALID_RECIPIENT: { status: 400, en: 'Points cannot be sent to this member.', th: 'ไม่สามารถโอนคะแนนให้สมาชิกรายนี้ได้' },
  MERGE_INTO_SELF: {
    status: 400,
    en: 'A member cannot be merged into itself.',
    th: 'ไม่สามารถรวมบัญชีสมาชิกเข้ากับบัญชีเดียวกันได้',
  },
  EDIT_CONFLICT: {
    status: 409,
    en: 'Someone else changed this while you were editing it. Reload it to see their change, then make yours again.',
    th: 'มีผู้อื่นแก้ไขรายการนี้ระหว่างที่คุณกำลังแก้ไข กรุณาโหลดใหม่เพื่อดูการเปลี่ยนแปลง แล้วแก้ไขอีกครั้ง',
  },
  VERSION_EXISTS: {
    status: 409,
    en: 'This version is already published. A published version never changes: publish a new version number.',
    th: 'มีฉบับนี้เผยแพร่แล้ว ฉบับที่เผยแพร่แล้วแก้ไขไม่ได้ กรุณาเผยแพร่เป็นเลขฉบับใหม่',
  },
  MEMBER_STATE_CONFLICT: {
    status: 409,
    en: 'This member is merged, canceled or not yet registered, so this change is not possible.',
    th: 'สมาชิกรายนี้ถูกรวมบัญชี ยกเลิกสมาชิก หรือยังลงทะเบียนไม่เสร็จ จึงไม่สามารถดำเนินการนี้ได้',
  },
  OTP_RESEND_TOO_SOON: {
    status: 429,
    en: 'A code was sent a moment ago. Please wait a minute before asking for another one.',
    th: 'เพิ่งส่งรหัสไปเมื่อสักครู่ กรุณารอประมาณหนึ่งนาทีก่อนขอรหัสใหม่',
  },
  OTP_REQUIRED: {
    status: 403,
    en: 'Please confirm this step with a one-time code first.',
    th: 'กรุณายืนยันขั้นตอนนี้ด้วยรหัส OTP ก่อน',
  },
  GOV_ID_TAKEN: {
    status: 409,
    en: 'This ID card or passport number is already registered.',
    th: 'เลขบัตรประชาชนหรือหนังสือเดินทางนี้ถูกลงทะเบียนแล้ว',
  },
  FIELD_LOCKED: {
    status: 409,
    en: 'The ID card number and birth date cannot be changed once saved.',
    th: 'ไม่สามารถแก้ไขเลขบัตรประชาชนและวันเกิดได้หลังจากบันทึกแล้ว',
  },
  PASSWORD_INCORRECT: { status: 400, en: 'The password is incorrect.', th: 'รหัสผ่านไม่ถูกต้อง' },
  PASSWORD_ALREADY_SET: {
    status: 409,
    en: 'A password is already set. Use change password instead.',
    th: 'คุณตั้งรหัสผ่านไว้แล้ว กรุณาใช้เมนูเปลี่ยนรหัสผ่าน',
  },
  PASSWORD_NOT_SET: {
    status: 409,
    en: 'No password is set yet. Please set one first.',
    th: 'คุณยังไม่ได้ตั้งรหัสผ่าน กรุณาตั้งรหัสผ่านก่อน',
  },
  SECOND_FACTOR_SETUP_REQUIRED: {
    status: 403,
    en: 'Admins must sign in with a second factor. Set up your authenticator app first.',
    th: 'แอดมินต้องเข้าสู่ระบบด้วยการยืนยันตัวตนสองขั้นตอน กรุณาตั้งค่าแอปยืนยันตัวตนก่อน',
  },
  CONSENT_REQUIRED: {
    status: 403,
    en: 'Our privacy policy or terms have changed. Please review and accept them to continue.',
    th: 'นโยบายความเป็นส่วนตัวหรือข้อกำหนดการใช้งานมีการเปลี่ยนแปลง กรุณาอ่านและยอมรับก่อนใช้งานต่อ',
  },
  INVITE_INVALID: {
    status: 400,
    en: 'This invitation link has expired or was already used. Please ask an administrator for a new one.',
    th: 'ลิงก์คำเชิญนี้หมดอายุหรือถูกใช้แล้ว กรุณาขอลิงก์ใหม่จากผู้ดูแลระบบ',
  },
  RESET_LINK_INVALID: {
    status: 400,
    en: 'This reset link has expired or was already used. Please ask for a new one.',
    th: 'ลิงก์รีเซ็ตรหัสผ่านนี้หมดอายุหรือถูกใช้แล้ว กรุณาขอลิงก์ใหม่',
  },
  REFERRAL_INVALID: {
    status: 400,
    en: 'This friend referral code is not valid.',
    th: 'รหัสแนะนำเพื่อนไม่ถูกต้อง',
  },
  LINE_TOKEN_INVALID: {
    status: 400,
    en: 'We could not confirm your LINE login. Please try again.',
    th: 'ไม่สามารถยืนยันการเข้าสู่ระบบด้วย LINE ได้ กรุณาลองใหม่อีกครั้ง',
  },
  CODE_LIMIT_REACHED: {
    status: 409,
    en: 'This code has reached its maximum number of uses.',
    th: 'โค้ดนี้ถูกใช้ครบตามจำนวนที่กำหนดแล้ว',
  },
  ALREADY_REWARDED: {
    status: 409,
    en: 'You have already received the points for this.',
    th: 'คุณได้รับคะแนนจากรายการนี้ไปแล้ว',
  },
  READ_TIME_NOT_REACHED: {
    status: 409,
    en: 'Please keep reading a little longer before collecting the points.',
    th: 'กรุณาอ่านบทความต่ออีกสักครู่ก่อนรับคะแนน',
  },
  PROFILE_INCOMPLETE: {
    status: 409,
    en: 'Please complete your profile before redeeming.',
    th: 'กรุณากรอกข้อมูลส่วนตัวให้ครบถ้วนก่อนแลกสิทธิพิเศษ',
  },
  SELF_APPROVAL: {
    status: 403,
    en: 'An adjustment must be approved by an admin other than the one who made it.',
    th: 'การปรับคะแนนต้องได้รับการอนุมัติจากผู้ดูแลระบบคนอื่นที่ไม่ใช่ผู้สร้างรายการ',
  },
  ADMIN_APPROVAL_REQUIRED: {
    status: 403,
    en: 'A receipt worth this many points must be approved by an admin.',
    th: 'ใบเสร็จที่ได้คะแนนมากขนาดนี้ต้องได้รับการอนุมัติจากผู้ดูแลระบบ',
  },
  RECEIPT_ALREADY_APPROVED: {
    status: 409,
    en: 'A receipt with this store and receipt number has already been approved.',
    th: 'ใบเสร็จที่มีร้านค้าและเลขที่ใบเสร็จนี้ได้รับการอนุมัติไปแล้ว',
  },
  EXPORT_EXPIRED: {
    status: 410,
    en: 'This copy of your data is no longer available. Please ask for a new one.',
    th: 'สำเนาข้อมูลนี้หมดอายุแล้ว กรุณาขอสำเนาใหม่',
  },
  SERVICE_UNAVAILABLE: { status: 503, en: 'The service is temporarily unavailable.', th: 'ระบบไม่พร้อมให้บริการชั่วคราว' },
  INTERNAL_ERROR: {
    status: 500,
    en: 'Something went wrong on our side. Please try again.',
    th: 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง',
  },
} as const satisfies Record<string, { status: number; en: string; th: string }>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];

export function statusOf(code: ErrorCode): number {
  return ERRORS[code].status;
}
