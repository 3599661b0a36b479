import type { DataListType } from '@loyalty/contracts';

interface Choice {
  code: string;
  th: string;
  en: string;
}

/** The profile's choice lists (SPEC §3: relationship, nationality, education, career, income). */
export const CHOICE_LISTS: Record<Exclude<DataListType, 'province' | 'district' | 'sub_district'>, Choice[]> = {
  relationship: [
    { code: 'single', th: 'โสด', en: 'Single' },
    { code: 'married', th: 'สมรส', en: 'Married' },
    { code: 'divorced', th: 'หย่าร้าง', en: 'Divorced' },
    { code: 'widowed', th: 'หม้าย', en: 'Widowed' },
    { code: 'not_specified', th: 'ไม่ระบุ', en: 'Prefer not to say' },
  ],
  nationality: [
    { code: 'TH', th: 'ไทย', en: 'Thai' },
    { code: 'MM', th: 'เมียนมา', en: 'Myanmar' },
    { code: 'LA', th: 'ลาว', en: 'Lao' },
    { code: 'KH', th: 'กัมพูชา', en: 'Cambodian' },
    { code: 'MY', th: 'มาเลเซีย', en: 'Malaysian' },
    { code: 'SG', th: 'สิงคโปร์', en: 'Singaporean' },
    { code: 'VN', th: 'เวียดนาม', en: 'Vietnamese' },
    { code: 'CN', th: 'จีน', en: 'Chinese' },
    { code: 'JP', th: 'ญี่ปุ่น', en: 'Japanese' },
    { code: 'KR', th: 'เกาหลีใต้', en: 'South Korean' },
    { code: 'IN', th: 'อินเดีย', en: 'Indian' },
    { code: 'GB', th: 'สหราชอาณาจักร', en: 'British' },
    { code: 'US', th: 'สหรัฐอเมริกา', en: 'American' },
    { code: 'DE', th: 'เยอรมนี', en: 'German' },
    { code: 'FR', th: 'ฝรั่งเศส', en: 'French' },
    { code: 'AU', th: 'ออสเตรเลีย', en: 'Australian' },
    { code: 'OTHER', th: 'อื่น ๆ', en: 'Other' },
  ],
  education: [
    { code: 'primary', th: 'ประถมศึกษา', en: 'Primary school' },
    { code: 'secondary', th: 'มัธยมศึกษา', en: 'Secondary school' },
    { code: 'vocational', th: 'ปวช. / ปวส.', en: 'Vocational certificate or diploma' },
    { code: 'bachelor', th: 'ปริญญาตรี', en: 'Bachelor’s degree' },
    { code: 'master', th: 'ปริญญาโท', en: 'Master’s degree' },
    { code: 'doctorate', th: 'ปริญญาเอก', en: 'Doctorate' },
  ],
  career: [
    { code: 'student', th: 'นักเรียน / นักศึกษา', en: 'Student' },
    { code: 'employee', th: 'พนักงานบริษัทเอกชน', en: 'Private-sector employee' },
    { code: 'civil_servant', th: 'ข้าราชการ / รัฐวิสาหกิจ', en: 'Civil servant or state enterprise' },
    { code: 'business_owner', th: 'เจ้าของกิจการ', en: 'Business owner' },
    { code: 'freelance', th: 'อาชีพอิสระ', en: 'Freelance' },
    { code: 'homemaker', th: 'แม่บ้าน / พ่อบ้าน', en: 'Homemaker' },
    { code: 'retired', th: 'เกษียณ', en: 'Retired' },
    { code: 'other', th: 'อื่น ๆ', en: 'Other' },
  ],
  income: [
    { code: 'under_15000', th: 'ต่ำกว่า 15,000 บาท', en: 'Under 15,000 THB' },
    { code: '15000_30000', th: '15,000 – 30,000 บาท', en: '15,000 – 30,000 THB' },
    { code: '30001_50000', th: '30,001 – 50,000 บาท', en: '30,001 – 50,000 THB' },
    { code: '50001_100000', th: '50,001 – 100,000 บาท', en: '50,001 – 100,000 THB' },
    { code: 'over_100000', th: 'มากกว่า 100,000 บาท', en: 'Over 100,000 THB' },
  ],
};
