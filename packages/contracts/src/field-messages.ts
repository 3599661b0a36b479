import type { z } from 'zod';

/**
 * Every sentence a field error can say, in English and Thai (SPEC §1 languages, DESIGN §5 `errors[]`).
 * Schemas name a key instead of wording a message (`{ error: 'thaiMobile' }`), and `fieldErrorMap` names
 * one for every issue a schema leaves unworded, so what a member reads never is the validator's own words
 * ("expected number, received NaN"). `{min}` and `{max}` come from the failed check.
 */
export const FIELD_MESSAGES = {
  required: { en: 'This field is required', th: 'กรุณากรอกข้อมูลนี้' },
  invalid: { en: 'This value is not valid', th: 'ข้อมูลนี้ไม่ถูกต้อง' },
  unexpected: { en: 'This field is not expected here', th: 'ไม่ต้องส่งข้อมูลช่องนี้' },
  text: { en: 'Enter text', th: 'กรุณากรอกเป็นข้อความ' },
  controlCharacters: { en: 'Must not contain control characters', th: 'ต้องไม่มีอักขระควบคุม' },
  unreadableCharacters: { en: 'Contains a character that cannot be read', th: 'มีอักขระที่อ่านไม่ได้' },
  blank: { en: 'Enter a value or leave it empty', th: 'กรุณากรอกข้อมูลหรือเว้นว่างไว้' },
  tooShort: { en: 'Too short: at least {min} characters', th: 'สั้นเกินไป: อย่างน้อย {min} ตัวอักษร' },
  tooLong: { en: 'Too long: at most {max} characters', th: 'ยาวเกินไป: ไม่เกิน {max} ตัวอักษร' },
  wholeNumber: { en: 'Enter a whole number', th: 'กรุณากรอกเป็นจำนวนเต็ม' },
  tooSmall: { en: 'Must be at least {min}', th: 'ต้องไม่น้อยกว่า {min}' },
  tooBig: { en: 'Must be at most {max}', th: 'ต้องไม่เกิน {max}' },
  id: { en: 'Must be a whole number from 1', th: 'ต้องเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป' },
  yesNo: { en: 'Choose yes or no', th: 'กรุณาเลือกใช่หรือไม่ใช่' },
  choice: { en: 'Choose one of the options', th: 'กรุณาเลือกจากตัวเลือกที่มี' },
  mustAccept: { en: 'Please accept to continue', th: 'กรุณากดยอมรับเพื่อดำเนินการต่อ' },
  email: { en: 'Enter a valid e-mail address', th: 'กรุณากรอกอีเมลให้ถูกต้อง' },
  date: { en: 'Enter a real date as YYYY-MM-DD', th: 'กรุณากรอกวันที่ที่มีอยู่จริงในรูปแบบ YYYY-MM-DD' },
  dateRangeOrder: { en: 'Must not be before the start date', th: 'ต้องไม่ก่อนวันที่เริ่มต้น' },
  thaiMobile: {
    en: 'Enter a Thai mobile number, such as 081-234-5678 or +66 81 234 5678',
    th: 'กรุณากรอกเบอร์มือถือไทย เช่น 081-234-5678 หรือ +66 81 234 5678',
  },
  newPasswordLength: { en: 'Use at least 8 characters', th: 'กรุณาใช้อย่างน้อย 8 ตัวอักษร' },
  newPasswordLetter: { en: 'Use at least one letter', th: 'กรุณาใช้ตัวอักษรอย่างน้อย 1 ตัว' },
  newPasswordDigit: { en: 'Use at least one digit', th: 'กรุณาใช้ตัวเลขอย่างน้อย 1 ตัว' },
  otp: { en: 'Enter the 6-digit code', th: 'กรุณากรอกรหัส 6 หลัก' },
  thaiIdCard: { en: 'Enter a valid 13-digit Thai ID card number', th: 'กรุณากรอกเลขบัตรประชาชน 13 หลักให้ถูกต้อง' },
  passport: {
    en: 'Enter the passport number (6 to 20 letters or digits)',
    th: 'กรุณากรอกเลขหนังสือเดินทาง (ตัวอักษรหรือตัวเลข 6 ถึง 20 ตัว)',
  },
  postalCode: { en: 'A Thai postal code is 5 digits', th: 'รหัสไปรษณีย์ไทยมี 5 หลัก' },
  mobileOrMemberId: {
    en: 'Give either a mobile number or a member ID',
    th: 'กรุณาระบุเบอร์มือถือหรือรหัสสมาชิกอย่างใดอย่างหนึ่ง',
  },
  emailOrMobile: {
    en: 'Give either an e-mail address or a mobile number',
    th: 'กรุณาระบุอีเมลหรือเบอร์มือถืออย่างใดอย่างหนึ่ง',
  },
  referralCode: { en: 'A referral code is CR followed by 8 digits', th: 'รหัสแนะนำเพื่อนคือ CR ตามด้วยตัวเลข 8 หลัก' },
  memberId: { en: 'A member ID is CR followed by 8 digits', th: 'รหัสสมาชิกคือ CR ตามด้วยตัวเลข 8 หลัก' },
  storeOfPartner: {
    en: 'Store {code} is not a store of this partner',
    th: 'ร้านค้า {code} ไม่ใช่ร้านค้าของพาร์ตเนอร์นี้',
  },
  code: { en: 'A code is 3 to 64 letters, digits or dashes', th: 'รหัสมีความยาว 3 ถึง 64 ตัว เป็นตัวอักษร ตัวเลข หรือขีด' },
  codeTaken: { en: 'This code already exists', th: 'มีรหัสนี้อยู่แล้ว' },
  codePrefix: {
    en: 'A prefix is 1 to 12 letters or digits',
    th: 'คำนำหน้ามีความยาว 1 ถึง 12 ตัว เป็นตัวอักษรหรือตัวเลข',
  },
  endsAfterStart: { en: 'Must be after the start', th: 'ต้องอยู่หลังเวลาเริ่มต้น' },
  cardNumberPrefix: { en: 'A card number prefix is 1 to 6 digits', th: 'คำนำหน้าเลขบัตรมีความยาว 1 ถึง 6 หลัก' },
  notPartnerCodePrivilege: {
    en: 'This privilege does not hand out partner codes: choose a partner-code privilege',
    th: 'สิทธิพิเศษนี้ไม่ได้แจกโค้ดของพาร์ทเนอร์ กรุณาเลือกสิทธิพิเศษประเภทโค้ดของพาร์ทเนอร์',
  },
  importLinesNone: { en: 'Give at least one line', th: 'กรุณาระบุอย่างน้อย 1 บรรทัด' },
  importLinesTooMany: { en: 'Give at most {max} lines', th: 'กรุณาระบุไม่เกิน {max} บรรทัด' },
  bulkRowsNone: { en: 'Select at least one row', th: 'กรุณาเลือกอย่างน้อย 1 แถว' },
  bulkRowsTooMany: { en: 'Send at most {max} rows at a time', th: 'ส่งได้ครั้งละไม่เกิน {max} แถว' },
  bulkRowsRepeated: { en: 'Each row may be sent only once', th: 'แต่ละแถวส่งได้เพียงครั้งเดียว' },
  tierLowestThreshold: {
    en: 'The lowest tier starts at 0: every member holds it',
    th: 'ระดับต่ำสุดต้องเริ่มที่ 0 เพราะสมาชิกทุกคนอยู่ในระดับนี้',
  },
  tierThresholdAbove: {
    en: 'Must be above {min} THB, the threshold of the tier below',
    th: 'ต้องมากกว่า {min} บาท ซึ่งเป็นยอดขั้นต่ำของระดับที่ต่ำกว่า',
  },
  tierThresholdBelow: {
    en: 'Must be below {max} THB, the threshold of the tier above',
    th: 'ต้องน้อยกว่า {max} บาท ซึ่งเป็นยอดขั้นต่ำของระดับที่สูงกว่า',
  },
  expiryPassed: {
    en: 'This expiry has passed: check the list again with a later one',
    th: 'วันหมดอายุนี้ผ่านไปแล้ว กรุณาตรวจสอบรายชื่ออีกครั้งพร้อมวันหมดอายุที่ยังมาไม่ถึง',
  },
  storeCode: {
    en: 'A store code is 3 to 32 letters, digits or dashes',
    th: 'รหัสร้านค้ามีความยาว 3 ถึง 32 ตัว เป็นตัวอักษร ตัวเลข หรือขีด',
  },
  birthDateInYear: { en: 'The birth date must be in the birth year', th: 'วันเกิดต้องอยู่ในปีเกิดที่เลือก' },
  birthDateInFuture: { en: 'The birth date is in the future', th: 'วันเกิดต้องไม่เป็นวันในอนาคต' },
  passwordOrCode: {
    en: 'Confirm with your password or a one-time code',
    th: 'กรุณายืนยันด้วยรหัสผ่านหรือรหัส OTP อย่างใดอย่างหนึ่ง',
  },
  otpWithRef: {
    en: 'Send the one-time code together with its reference',
    th: 'กรุณาส่งรหัส OTP พร้อมรหัสอ้างอิง',
  },
  thaiNeedsMobile: {
    en: 'Thai members register with a verified mobile number',
    th: 'สมาชิกคนไทยต้องลงทะเบียนด้วยเบอร์มือถือที่ยืนยันแล้ว',
  },
  foreignerNeedsEmail: {
    en: 'Foreign members register with a verified e-mail',
    th: 'สมาชิกชาวต่างชาติต้องลงทะเบียนด้วยอีเมลที่ยืนยันแล้ว',
  },
  pickFromList: { en: 'Pick a value from the list', th: 'กรุณาเลือกจากรายการ' },
  pickProvince: { en: 'Pick the province', th: 'กรุณาเลือกจังหวัด' },
  pickDistrict: { en: 'Pick the district', th: 'กรุณาเลือกอำเภอ/เขต' },
  pickSubDistrict: { en: 'Pick the sub-district', th: 'กรุณาเลือกตำบล/แขวง' },
  giveParent: { en: 'Give the id of the level above', th: 'กรุณาระบุรหัสของระดับที่อยู่เหนือขึ้นไป' },
  unknownProvince: { en: 'Unknown province', th: 'ไม่พบจังหวัดนี้' },
  districtNotInProvince: { en: 'This district is not in the province', th: 'อำเภอ/เขตนี้ไม่อยู่ในจังหวัดที่เลือก' },
  subDistrictNotInDistrict: {
    en: 'This sub-district is not in the district',
    th: 'ตำบล/แขวงนี้ไม่อยู่ในอำเภอ/เขตที่เลือก',
  },
  postalCodeMismatch: {
    en: 'The postal code does not match the sub-district',
    th: 'รหัสไปรษณีย์ไม่ตรงกับตำบล/แขวงที่เลือก',
  },
  outdatedVersion: {
    en: 'This is not the current version; reload it and consent again',
    th: 'เอกสารนี้ไม่ใช่ฉบับล่าสุด กรุณาโหลดใหม่และให้ความยินยอมอีกครั้ง',
  },
  addressNeeded: { en: 'A physical reward needs a shipping address', th: 'ของรางวัลที่จัดส่งต้องระบุที่อยู่สำหรับจัดส่ง' },
  attachPicture: { en: 'Attach the picture in this field', th: 'กรุณาแนบรูปภาพในช่องนี้' },
  attachReceipt: { en: 'Attach the receipt in this field', th: 'กรุณาแนบใบเสร็จในช่องนี้' },
  receiptPhoto: {
    en: 'This photo could not be read: take it again or choose another file',
    th: 'ไม่สามารถอ่านรูปภาพนี้ได้ กรุณาถ่ายใหม่หรือเลือกไฟล์อื่น',
  },
  imageFile: {
    en: 'Choose a JPEG, PNG or WebP picture (SVG and other files are not taken)',
    th: 'กรุณาเลือกรูปภาพ JPEG, PNG หรือ WebP (ไม่รับ SVG หรือไฟล์ประเภทอื่น)',
  },
  // Operator tools (receipt review, catalogue, shipping: the CLI now, the back-office of DESIGN §11 later).
  receiptAmount: {
    en: 'A receipt total in THB above 0 with at most two decimals',
    th: 'ยอดรวมในใบเสร็จเป็นบาท มากกว่า 0 และมีทศนิยมไม่เกินสองตำแหน่ง',
  },
  twoDecimals: { en: 'Use at most two decimals', th: 'กรุณาใช้ทศนิยมไม่เกินสองตำแหน่ง' },
  // The till and partner API (DESIGN §13).
  occurredInFuture: { en: 'Must not be in the future', th: 'ต้องไม่เป็นเวลาในอนาคต' },
  occurredTooOld: { en: 'Must be at most 30 days ago', th: 'ต้องไม่เกิน 30 วันที่ผ่านมา' },
  reviewerName: { en: 'Name the operator who reviews', th: 'กรุณาระบุชื่อผู้ตรวจสอบ' },
  rejectReason: { en: 'Say why the receipt is rejected', th: 'กรุณาระบุเหตุผลที่ปฏิเสธใบเสร็จ' },
  stockBelowRedeemed: {
    en: 'The total would be {total}, below the {used} already redeemed',
    th: 'จำนวนรวมจะเหลือ {total} ซึ่งน้อยกว่า {used} ที่ถูกแลกไปแล้ว',
  },
  windowEndsBeforeStart: { en: 'The window must end after it starts', th: 'เวลาสิ้นสุดต้องอยู่หลังเวลาเริ่ม' },
  windowOver: { en: 'The window is already over', th: 'ช่วงเวลานี้สิ้นสุดไปแล้ว' },
  httpsUrl: { en: 'Enter an address starting with https://', th: 'กรุณากรอกที่อยู่เว็บที่ขึ้นต้นด้วย https://' },
  imageUrl: {
    en: 'Enter an https:// address or a path on this site starting with /',
    th: 'กรุณากรอกที่อยู่ https:// หรือพาธในเว็บไซต์นี้ที่ขึ้นต้นด้วย /',
  },
  appPath: { en: 'Enter a path in the app starting with /', th: 'กรุณากรอกพาธในแอปที่ขึ้นต้นด้วย /' },
  nameTaken: { en: 'This name is already used in this group', th: 'ชื่อนี้ถูกใช้ในกลุ่มนี้แล้ว' },
  landingKvName: {
    en: 'A landing key visual is named Landing-Kv-Mobile, Landing-Kv-Tablet or Landing-Kv-Desktop',
    th: 'ภาพหลักหน้าแรกต้องชื่อ Landing-Kv-Mobile, Landing-Kv-Tablet หรือ Landing-Kv-Desktop',
  },
  emptyAfterCleaning: {
    en: 'Nothing is left once unsafe HTML is removed',
    th: 'ไม่เหลือเนื้อหาหลังจากลบ HTML ที่ไม่ปลอดภัยออก',
  },
  unknownPartner: { en: 'No partner has this id', th: 'ไม่พบพาร์ตเนอร์รหัสนี้' },
  flashSaleStock: { en: 'A flash sale needs at least 1 in stock', th: 'แฟลชเซลต้องมีสินค้าอย่างน้อย 1 ชิ้น' },
  flashSalePrice: {
    en: 'The flash-sale price must be below the normal {price} points',
    th: 'ราคาแฟลชเซลต้องต่ำกว่าราคาปกติ {price} คะแนน',
  },
  windowOutsidePrivilege: {
    en: 'The window must lie inside the privilege’s own window',
    th: 'ช่วงเวลาต้องอยู่ภายในช่วงเวลาของสิทธิพิเศษ',
  },
  windowOverlaps: {
    en: 'The window overlaps flash sale #{id} of this privilege',
    th: 'ช่วงเวลาซ้อนทับกับแฟลชเซล #{id} ของสิทธิพิเศษนี้',
  },
  windowOutsideFlashSales: {
    en: 'The window must still hold flash sale #{id} of this privilege',
    th: 'ช่วงเวลาต้องยังครอบคลุมแฟลชเซล #{id} ของสิทธิพิเศษนี้',
  },
  stockChange: { en: 'Add or withdraw at least 1', th: 'กรุณาเพิ่มหรือลดอย่างน้อย 1' },
  categoryCode: {
    en: 'Lower-case letters, digits and dashes, at most 40',
    th: 'ตัวอักษรภาษาอังกฤษตัวพิมพ์เล็ก ตัวเลข และขีด ไม่เกิน 40 ตัว',
  },
  storeInUse: {
    en: 'Store {code} has redemptions and cannot be removed',
    th: 'ร้านค้า {code} มีการใช้สิทธิ์แล้ว จึงลบไม่ได้',
  },
  unknownChoice: { en: 'This choice does not exist (any more)', th: 'ไม่มีตัวเลือกนี้ (แล้ว)' },
  subcategoryOutsideCategory: {
    en: 'The subcategory belongs to another category',
    th: 'หมวดหมู่ย่อยนี้อยู่ในหมวดหมู่อื่น',
  },
  adjustmentPoints: {
    en: 'Whole points other than 0, from -1,000,000 to 1,000,000',
    th: 'คะแนนเป็นจำนวนเต็มที่ไม่ใช่ 0 ตั้งแต่ -1,000,000 ถึง 1,000,000',
  },
  // The console's till (DESIGN §13).
  bahtAmount: {
    en: 'An amount in THB above 0 with at most two decimals',
    th: 'จำนวนเงินเป็นบาท มากกว่า 0 และมีทศนิยมไม่เกินสองตำแหน่ง',
  },
  memberCodeOrId: {
    en: 'Give either the member’s code or their member ID',
    th: 'กรุณาระบุรหัสสมาชิกที่แสดงบนหน้าจอหรือหมายเลขสมาชิกอย่างใดอย่างหนึ่ง',
  },
  shippingDetails: {
    en: 'Shipping needs the carrier and the tracking number',
    th: 'การจัดส่งต้องระบุบริษัทขนส่งและเลขพัสดุ',
  },
  // Campaigns (DESIGN §14).
  campaignAmounts: {
    en: 'The smallest amount is above the largest: no purchase could qualify',
    th: 'ยอดซื้อขั้นต่ำมากกว่ายอดซื้อสูงสุด จึงไม่มีการซื้อใดเข้าเงื่อนไขได้',
  },
  reminderDay: {
    en: 'Choose today or one of the last {max} days (Bangkok time)',
    th: 'กรุณาเลือกวันนี้หรือวันใดวันหนึ่งใน {max} วันที่ผ่านมา (เวลากรุงเทพฯ)',
  },
  campaignEnd: { en: 'The campaign must end after it starts', th: 'แคมเปญต้องสิ้นสุดหลังวันเริ่มต้น' },
  campaignMultiplier: {
    en: 'A multiplier above 1 and at most 10, with at most two decimals, for a multiplier campaign only',
    th: 'ตัวคูณต้องมากกว่า 1 และไม่เกิน 10 มีทศนิยมไม่เกินสองตำแหน่ง และใช้กับแคมเปญแบบตัวคูณเท่านั้น',
  },
  campaignBonus: {
    en: 'Bonus points from 1 to 100,000, for a bonus campaign only',
    th: 'คะแนนโบนัสตั้งแต่ 1 ถึง 100,000 และใช้กับแคมเปญแบบโบนัสเท่านั้น',
  },
  campaignBelowOneAward: {
    en: 'Smaller than one award: the campaign could never award',
    th: 'น้อยกว่าคะแนนที่ให้หนึ่งครั้ง แคมเปญจะไม่สามารถให้คะแนนได้เลย',
  },
  eachOnce: { en: 'Name each one once', th: 'ระบุแต่ละรายการเพียงครั้งเดียว' },
  campaignRunning: {
    en: 'While the campaign runs, only a later end and a larger budget can be set',
    th: 'ระหว่างที่แคมเปญทำงานอยู่ แก้ไขได้เฉพาะการขยายวันสิ้นสุดและเพิ่มงบประมาณเท่านั้น',
  },
  unknownReference: { en: '{value} does not exist', th: 'ไม่มี {value} ในระบบ' },
  notificationOneOrAll: {
    en: 'Give either one notification’s id or All: true',
    th: 'ระบุรหัสการแจ้งเตือนหนึ่งรายการ หรือ All: true อย่างใดอย่างหนึ่ง',
  },
  campaignOver: {
    en: 'The campaign’s end has passed: set a later end before activating it',
    th: 'แคมเปญเลยวันสิ้นสุดแล้ว กรุณาเลื่อนวันสิ้นสุดก่อนเปิดใช้งาน',
  },
  // Broadcasts (DESIGN §15).
  broadcastSendAtPast: {
    en: 'The sending time has passed: choose a later time, or none to send now',
    th: 'เวลาส่งผ่านไปแล้ว กรุณาเลือกเวลาที่ช้ากว่านี้ หรือเว้นว่างไว้เพื่อส่งทันที',
  },
  // Consent documents (DESIGN §16).
  consentVersion: {
    en: 'Use 1–32 letters, digits, dots, underscores or hyphens, e.g. 2.0',
    th: 'ใช้ตัวอักษรอังกฤษ ตัวเลข จุด ขีดล่าง หรือขีดกลาง 1–32 ตัว เช่น 2.0',
  },
  consentEffectivePast: {
    en: 'This date has passed: choose now or a later date',
    th: 'วันที่นี้ผ่านไปแล้ว กรุณาเลือกเวลาปัจจุบันหรือวันที่หลังจากนี้',
  },
  consentEffectiveBeforeCurrent: {
    en: 'The version in force took effect later than this: choose a date after it',
    th: 'ฉบับที่ใช้อยู่มีผลหลังวันที่นี้ กรุณาเลือกวันที่หลังจากนั้น',
  },
  consentTitleNeeded: {
    en: 'The first version of a document needs its title',
    th: 'เอกสารฉบับแรกต้องมีชื่อเรื่อง',
  },
  simulationOrder: { en: 'The period must end after it starts', th: 'ช่วงเวลาต้องสิ้นสุดหลังวันเริ่มต้น' },
  simulationTooLong: {
    en: 'Simulate at most 366 days at a time',
    th: 'จำลองได้ครั้งละไม่เกิน 366 วัน',
  },
} as const satisfies Record<string, { en: string; th: string }>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

/** One field error of the envelope: `message` English (as before), `message_th` its Thai. */
export interface FieldError {
  field: string;
  message: string;
  message_th: string;
}

export function isFieldMessageKey(value: unknown): value is FieldMessageKey {
  return typeof value === 'string' && Object.hasOwn(FIELD_MESSAGES, value);
}

/** The field error saying `key`, placeholders filled from `values`. */
export function fieldError(field: string, key: FieldMessageKey, values: Record<string, unknown> = {}): FieldError {
  const fill = (template: string) => template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  const { en, th } = FIELD_MESSAGES[key];
  return { field, message: fill(en), message_th: fill(th) };
}

/** What a failed check tells besides its message: the limits `{min}` / `{max}` are filled from. */
export interface FieldIssue {
  message: string;
  minimum?: unknown;
  maximum?: unknown;
}

/** The field error of a finished zod issue; a message that is not a key (a schema worded it itself) reads as `invalid`. */
export function fieldErrorOfIssue(field: string, issue: FieldIssue): FieldError {
  const key = isFieldMessageKey(issue.message) ? issue.message : 'invalid';
  return fieldError(field, key, { min: issue.minimum, max: issue.maximum });
}

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

function keyOfTypeIssue(issue: RawIssue & { code: 'invalid_type' }): FieldMessageKey {
  // Forms send null for a cleared field (an empty date picker): for a field that needs a value, that is missing.
  if (issue.input === undefined || issue.input === null) return 'required';
  if (issue.expected === 'number' || issue.expected === 'int') return 'wholeNumber';
  if (issue.expected === 'boolean') return 'yesNo';
  if (issue.expected === 'string') return 'text';
  return 'invalid';
}

function keyOfSizeIssue(issue: RawIssue & { code: 'too_small' | 'too_big' }): FieldMessageKey {
  const isText = issue.origin === 'string';
  if (issue.code === 'too_big') return isText ? 'tooLong' : 'tooBig';
  if (isText) return Number(issue.minimum) <= 1 ? 'required' : 'tooShort';
  return 'tooSmall';
}

/**
 * The key of an issue a schema did not word (zod 4's per-parse error map: schema-level `error` params
 * win over it). The API validates every input with it, so each field error has both languages.
 */
export const fieldErrorMap: z.core.$ZodErrorMap = (issue) => {
  const isMissing = issue.input === undefined;
  switch (issue.code) {
    case 'invalid_type':
      return keyOfTypeIssue(issue);
    case 'too_small':
    case 'too_big':
      return keyOfSizeIssue(issue);
    case 'invalid_format':
      if (issue.format === 'email') return 'email';
      return issue.format === 'date' ? 'date' : 'invalid';
    case 'invalid_union':
      return isMissing ? 'required' : 'invalid';
    case 'invalid_value':
      if (isMissing) return 'required';
      return issue.values.length === 1 && issue.values[0] === true ? 'mustAccept' : 'choice';
    case 'unrecognized_keys':
      return 'unexpected';
    default:
      return 'invalid';
  }
};
