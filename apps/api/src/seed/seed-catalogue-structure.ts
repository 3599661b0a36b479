import type { Motif } from './artwork/motifs.js';

/** DESIGN §8 catalogue skeleton: categories with subcategories, curated groups, partners and their stores. */
export const DEMO_CATEGORIES = [
  {
    code: 'food',
    icon: 'coffee',
    en: 'Food & Drink',
    th: 'อาหารและเครื่องดื่ม',
    subcategories: [
      { en: 'Cafés & Bakeries', th: 'คาเฟ่และเบเกอรี่' },
      { en: 'Restaurants', th: 'ร้านอาหาร' },
      { en: 'Desserts', th: 'ของหวาน' },
    ],
  },
  {
    code: 'shopping',
    icon: 'bag',
    en: 'Shopping',
    th: 'ช้อปปิ้ง',
    subcategories: [
      { en: 'Groceries', th: 'ซูเปอร์มาร์เก็ต' },
      { en: 'Fashion', th: 'แฟชั่น' },
      { en: 'Gadgets', th: 'แกดเจ็ต' },
    ],
  },
  {
    code: 'beauty',
    icon: 'lotus',
    en: 'Beauty & Health',
    th: 'ความงามและสุขภาพ',
    subcategories: [
      { en: 'Spa & Massage', th: 'สปาและนวด' },
      { en: 'Skincare', th: 'สกินแคร์' },
      { en: 'Fitness', th: 'ฟิตเนส' },
    ],
  },
  {
    code: 'travel',
    icon: 'plane',
    en: 'Travel & Leisure',
    th: 'ท่องเที่ยวและพักผ่อน',
    subcategories: [
      { en: 'Hotels & Resorts', th: 'โรงแรมและรีสอร์ต' },
      { en: 'Tours & Activities', th: 'ทัวร์และกิจกรรม' },
    ],
  },
  {
    code: 'entertainment',
    icon: 'ticket',
    en: 'Entertainment',
    th: 'บันเทิง',
    subcategories: [
      { en: 'Movies', th: 'ภาพยนตร์' },
      { en: 'Concerts & Shows', th: 'คอนเสิร์ตและการแสดง' },
      { en: 'Games', th: 'เกม' },
    ],
  },
  {
    code: 'lifestyle',
    icon: 'lamp',
    en: 'Lifestyle & Home',
    th: 'ไลฟ์สไตล์และของแต่งบ้าน',
    subcategories: [
      { en: 'Home Decor', th: 'ของแต่งบ้าน' },
      { en: 'Kitchen', th: 'เครื่องครัว' },
      { en: 'Gifts', th: 'ของขวัญ' },
    ],
  },
] as const satisfies readonly {
  code: string;
  icon: Motif;
  en: string;
  th: string;
  subcategories: readonly { en: string; th: string }[];
}[];

export type CategoryCode = (typeof DEMO_CATEGORIES)[number]['code'];

export const DEMO_GROUPS = [
  { key: 'weekend', en: 'Weekend Treats', th: 'ความสุขวันหยุดสุดสัปดาห์' },
  { key: 'exclusives', en: 'Chaba Exclusives', th: 'สิทธิพิเศษเฉพาะชบา' },
] as const;

export type GroupKey = (typeof DEMO_GROUPS)[number]['key'];

export const DEMO_PARTNERS = [
  {
    key: 'brew',
    en: 'Baan Brew Coffee',
    th: 'บ้านบรูว์ คอฟฟี่',
    stores: [
      { code: 'CHB-BKK-001', en: 'Baan Brew Siam Square', th: 'บ้านบรูว์ สยามสแควร์' },
      { code: 'CHB-BKK-002', en: 'Baan Brew Ari', th: 'บ้านบรูว์ อารีย์' },
      { code: 'CHB-CNX-001', en: 'Baan Brew Nimman', th: 'บ้านบรูว์ นิมมาน' },
    ],
  },
  {
    key: 'noodle',
    en: 'Siam Noodle House',
    th: 'สยาม นู้ดเดิ้ล เฮาส์',
    stores: [
      { code: 'CHB-BKK-003', en: 'Siam Noodle House Silom', th: 'สยาม นู้ดเดิ้ล เฮาส์ สีลม' },
      { code: 'CHB-BKK-004', en: 'Siam Noodle House Thonglor', th: 'สยาม นู้ดเดิ้ล เฮาส์ ทองหล่อ' },
    ],
  },
  {
    key: 'mart',
    en: 'Chaba Mart',
    th: 'ชบา มาร์ท',
    stores: [
      { code: 'CHB-BKK-005', en: 'Chaba Mart Rama 9', th: 'ชบา มาร์ท พระราม 9' },
      { code: 'CHB-BKK-006', en: 'Chaba Mart Bang Na', th: 'ชบา มาร์ท บางนา' },
      { code: 'CHB-PKT-001', en: 'Chaba Mart Phuket Town', th: 'ชบา มาร์ท ภูเก็ตทาวน์' },
    ],
  },
  {
    key: 'orchid',
    en: 'Orchid Beauty & Spa',
    th: 'ออร์คิด บิวตี้ แอนด์ สปา',
    stores: [
      { code: 'CHB-BKK-007', en: 'Orchid Spa Sukhumvit 24', th: 'ออร์คิด สปา สุขุมวิท 24' },
      { code: 'CHB-BKK-008', en: 'Orchid Beauty CentralWorld', th: 'ออร์คิด บิวตี้ เซ็นทรัลเวิลด์' },
    ],
  },
  {
    key: 'andaman',
    en: 'Andaman Escapes',
    th: 'อันดามัน เอสเคป',
    stores: [
      { code: 'CHB-PKT-002', en: 'Andaman Escapes Patong Desk', th: 'อันดามัน เอสเคป เคาน์เตอร์ป่าตอง' },
      { code: 'CHB-KBI-001', en: 'Andaman Escapes Ao Nang Desk', th: 'อันดามัน เอสเคป เคาน์เตอร์อ่าวนาง' },
    ],
  },
  {
    key: 'starlight',
    en: 'Starlight Cinema',
    th: 'สตาร์ไลท์ ซีนีม่า',
    stores: [
      { code: 'CHB-BKK-009', en: 'Starlight Cinema Ratchada', th: 'สตาร์ไลท์ ซีนีม่า รัชดา' },
      { code: 'CHB-BKK-010', en: 'Starlight Cinema Bang Kapi', th: 'สตาร์ไลท์ ซีนีม่า บางกะปิ' },
      { code: 'CHB-CNX-002', en: 'Starlight Cinema Chiang Mai', th: 'สตาร์ไลท์ ซีนีม่า เชียงใหม่' },
    ],
  },
  {
    key: 'teak',
    en: 'Teak & Home',
    th: 'ทีค แอนด์ โฮม',
    stores: [
      { code: 'CHB-BKK-011', en: 'Teak & Home Ekkamai', th: 'ทีค แอนด์ โฮม เอกมัย' },
      { code: 'CHB-NBI-001', en: 'Teak & Home Nonthaburi', th: 'ทีค แอนด์ โฮม นนทบุรี' },
    ],
  },
  {
    key: 'rewards-shop',
    en: 'Chaba Rewards Shop',
    th: 'ชบา รีวอร์ดส ช็อป',
    stores: [
      { code: 'CHB-BKK-012', en: 'Chaba Rewards Counter Siam', th: 'เคาน์เตอร์ชบา รีวอร์ดส สยาม' },
      { code: 'CHB-BKK-013', en: 'Chaba Rewards Counter Chatuchak', th: 'เคาน์เตอร์ชบา รีวอร์ดส จตุจักร' },
    ],
  },
] as const;

export type PartnerKey = (typeof DEMO_PARTNERS)[number]['key'];

/** A demo privilege; `slug` names its artwork (/media/privileges/<slug>.svg). */
export interface DemoPrivilege {
  slug: string;
  category: CategoryCode;
  /** Index into the category's subcategories. */
  subcategory: number;
  partner: PartnerKey;
  kind: 'ecoupon' | 'partner_code' | 'physical';
  motif: Motif;
  pointCost: number;
  stock: number;
  perMemberLimit: number;
  /** Exclusive privileges: the lowest tier code allowed. */
  minTier?: 'silver' | 'gold' | 'platinum';
  group?: GroupKey;
  /** Days from the seed's `now` until the window closes; half a year unless it ends soon. */
  endsInDays?: number;
  en: { title: string; description: string };
  th: { title: string; description: string };
}
