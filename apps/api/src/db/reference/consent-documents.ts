/**
 * Paragraphs as the HTML consent bodies are stored in (the article allow-list's `<p>`); the texts below
 * hold no `&`, `<` or `>` to escape. The consent-bodies-html migration turned the rows loaded before as plain text into
 * exactly this.
 */
const paragraphsHtml = (paragraphs: readonly string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('\n');

/** The first published privacy policy and terms (PDPA); a new version is a new row, never an edit. */
export const CONSENT_DOCUMENTS = [
  {
    kind: 'policy',
    version: '1.0',
    publishedAt: '2025-01-01T00:00:00Z',
    titleEn: 'Privacy Policy',
    titleTh: 'นโยบายความเป็นส่วนตัว',
    bodyEn: paragraphsHtml([
      'Chaba Rewards is run by the Chaba retail group ("we"). This policy explains how we handle your personal data under the Personal Data Protection Act B.E. 2562 (2019).',
      'What we collect: your name, gender, date of birth, national ID card or passport number, e-mail, mobile number, addresses, profile picture, the LINE user ID you log in with, your points, purchases, redemptions and how you use the app.',
      'Why we use it: to run your membership (identify you, award and redeem points, deliver rewards, keep your account safe), to meet our legal duties, and — only if you agree — to send you news and promotions and to tailor offers to your preferences and interests.',
      'Who sees it: the companies of our group that serve you, and service providers who work for us (hosting, messaging, delivery) under contracts that protect your data. We never sell your data.',
      'How long we keep it: while you are a member and for up to ten years afterwards where the law requires records to be kept; then we delete or anonymise it.',
      'Your rights: you may ask to see, copy, correct or delete your data, object to or restrict its use, withdraw a consent at any time in the app, and complain to the Personal Data Protection Committee. Contact our data protection officer at dpo@chabarewards.example.',
    ]),
    bodyTh: paragraphsHtml([
      'ชบา รีวอร์ด ดำเนินการโดยกลุ่มธุรกิจค้าปลีกชบา ("เรา") นโยบายนี้อธิบายวิธีที่เราดูแลข้อมูลส่วนบุคคลของคุณตามพระราชบัญญัติคุ้มครองข้อมูลส่วนบุคคล พ.ศ. 2562',
      'ข้อมูลที่เราเก็บ: ชื่อ เพศ วันเกิด เลขบัตรประชาชนหรือหนังสือเดินทาง อีเมล หมายเลขโทรศัพท์มือถือ ที่อยู่ รูปโปรไฟล์ LINE user ID ที่ใช้เข้าสู่ระบบ คะแนน การซื้อสินค้า การแลกของรางวัล และการใช้งานแอป',
      'วัตถุประสงค์: เพื่อให้บริการสมาชิก (ยืนยันตัวตน สะสมและแลกคะแนน จัดส่งของรางวัล ดูแลความปลอดภัยของบัญชี) เพื่อปฏิบัติตามกฎหมาย และเฉพาะเมื่อคุณยินยอม เพื่อส่งข่าวสารและโปรโมชั่น และนำเสนอสิทธิพิเศษที่ตรงกับความชอบและความสนใจของคุณ',
      'ผู้ที่เข้าถึงข้อมูล: บริษัทในกลุ่มที่ให้บริการคุณ และผู้ให้บริการที่ทำงานให้เรา (ระบบคลาวด์ การส่งข้อความ การขนส่ง) ภายใต้สัญญาที่คุ้มครองข้อมูลของคุณ เราไม่ขายข้อมูลของคุณ',
      'ระยะเวลาการเก็บ: ตลอดช่วงที่คุณเป็นสมาชิก และไม่เกินสิบปีหลังจากนั้นในกรณีที่กฎหมายกำหนดให้เก็บหลักฐาน จากนั้นเราจะลบหรือทำให้ข้อมูลไม่สามารถระบุตัวตนได้',
      'สิทธิของคุณ: คุณขอเข้าถึง ขอสำเนา แก้ไข หรือลบข้อมูล คัดค้านหรือจำกัดการใช้ ถอนความยินยอมได้ทุกเมื่อในแอป และร้องเรียนต่อคณะกรรมการคุ้มครองข้อมูลส่วนบุคคลได้ ติดต่อเจ้าหน้าที่คุ้มครองข้อมูลส่วนบุคคลที่ dpo@chabarewards.example',
    ]),
  },
  {
    kind: 'terms',
    version: '1.0',
    publishedAt: '2025-01-01T00:00:00Z',
    titleEn: 'Terms and Conditions',
    titleTh: 'ข้อกำหนดและเงื่อนไข',
    bodyEn: paragraphsHtml([
      'Membership is free and personal. One person may hold one membership; the details you give must be true and your own.',
      'Points are earned on eligible purchases and activities as announced. Points expire on 31 December of the second year after the year they were earned. Points have no cash value and cannot be sold.',
      'Privileges are redeemed with points while stock lasts and within their validity period. A redemption cannot be reversed once confirmed, except where the law requires it.',
      'You may transfer points to another active member within the daily limit. Keep your password and one-time codes secret: actions made with them count as yours.',
      'We may suspend or end a membership that breaks these terms or is used fraudulently. You may cancel your membership at any time in the app; unused points are then forfeited.',
      'We may change these terms; we will show the new version in the app and ask for your agreement before it applies to you. Thai law governs these terms.',
    ]),
    bodyTh: paragraphsHtml([
      'การเป็นสมาชิกไม่มีค่าใช้จ่ายและเป็นสิทธิเฉพาะตัว หนึ่งคนถือได้หนึ่งบัญชีสมาชิก ข้อมูลที่ให้ต้องเป็นความจริงและเป็นของคุณเอง',
      'คะแนนได้รับจากการซื้อสินค้าและกิจกรรมที่ร่วมรายการตามที่ประกาศ คะแนนหมดอายุวันที่ 31 ธันวาคมของปีที่สองนับจากปีที่ได้รับ คะแนนไม่มีมูลค่าเป็นเงินสดและไม่สามารถซื้อขายได้',
      'แลกสิทธิพิเศษด้วยคะแนนได้ภายในระยะเวลาที่กำหนดและจนกว่าของจะหมด เมื่อยืนยันการแลกแล้วไม่สามารถยกเลิกได้ เว้นแต่กฎหมายกำหนด',
      'คุณโอนคะแนนให้สมาชิกที่ใช้งานอยู่ได้ภายในวงเงินต่อวัน โปรดเก็บรหัสผ่านและรหัส OTP เป็นความลับ การทำรายการด้วยรหัสเหล่านั้นถือเป็นการกระทำของคุณ',
      'เราอาจระงับหรือยกเลิกบัญชีที่ละเมิดข้อกำหนดนี้หรือใช้โดยทุจริต คุณยกเลิกการเป็นสมาชิกได้ทุกเมื่อในแอป โดยคะแนนคงเหลือจะถูกยกเลิก',
      'เราอาจแก้ไขข้อกำหนดนี้ โดยจะแสดงฉบับใหม่ในแอปและขอความยินยอมจากคุณก่อนมีผลบังคับใช้ ข้อกำหนดนี้อยู่ภายใต้กฎหมายไทย',
    ]),
  },
] as const;
