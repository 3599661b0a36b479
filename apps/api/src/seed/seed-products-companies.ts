import type { DemoProduct } from './seed-products-structure.js';

/** DESIGN §8 group companies: the operating companies behind the partners of the catalogue. */
export const DEMO_COMPANIES: readonly DemoProduct[] = [
  {
    slug: 'chaba-retail',
    kind: 'company',
    partner: 'mart',
    palette: 'shopping',
    motifs: ['cart', 'bag', 'gift'],
    en: {
      name: 'Chaba Retail Co., Ltd.',
      category: 'Retail',
      description:
        'Runs the Chaba Mart supermarkets and the group’s online shop: fresh food, household goods and gadgets at fair prices, with points on every receipt.',
    },
    th: {
      name: 'บริษัท ชบา รีเทล จำกัด',
      category: 'ค้าปลีก',
      description:
        'ผู้บริหารซูเปอร์มาร์เก็ตชบา มาร์ท และร้านค้าออนไลน์ของกลุ่ม ทั้งอาหารสด ของใช้ในบ้าน และแกดเจ็ตในราคาคุ้มค่า พร้อมรับคะแนนทุกใบเสร็จ',
    },
    website: 'https://retail.chaba-group.example',
    lineOa: '@chabaretail',
    branches: [
      {
        en: { name: 'Head office, Chaba Tower', address: '999 Rama I Road, Pathum Wan, Bangkok 10330' },
        th: { name: 'สำนักงานใหญ่ อาคารชบา ทาวเวอร์', address: '999 ถนนพระราม 1 แขวงปทุมวัน เขตปทุมวัน กรุงเทพฯ 10330' },
        at: [13.7466, 100.5393],
      },
      {
        en: { name: 'Bang Na distribution centre', address: '88 Bang Na–Trat Road, Bang Na, Bangkok 10260' },
        th: { name: 'ศูนย์กระจายสินค้าบางนา', address: '88 ถนนบางนา-ตราด แขวงบางนา เขตบางนา กรุงเทพฯ 10260' },
        at: [13.6684, 100.6345],
      },
    ],
  },
  {
    slug: 'chaba-food',
    kind: 'company',
    partner: 'brew',
    palette: 'food',
    motifs: ['coffee', 'noodles', 'cake'],
    en: {
      name: 'Chaba Food & Beverage Co., Ltd.',
      category: 'Food & Beverage',
      description:
        'The group’s cafés and restaurants, from Baan Brew’s single-origin coffee to Siam Noodle House’s boat noodles, cooked fresh in our own kitchens.',
    },
    th: {
      name: 'บริษัท ชบา ฟู้ด แอนด์ เบฟเวอเรจ จำกัด',
      category: 'อาหารและเครื่องดื่ม',
      description:
        'คาเฟ่และร้านอาหารของกลุ่ม ตั้งแต่กาแฟซิงเกิลออริจินของบ้านบรูว์ ไปจนถึงก๋วยเตี๋ยวเรือของสยาม นู้ดเดิ้ล เฮาส์ ปรุงสดจากครัวของเราเอง',
    },
    website: 'https://food.chaba-group.example',
    lineOa: '@chabafood',
    branches: [
      {
        en: { name: 'Head office, Ari', address: '5 Phahonyothin Soi 7, Phaya Thai, Bangkok 10400' },
        th: { name: 'สำนักงานใหญ่ อารีย์', address: '5 ซอยพหลโยธิน 7 แขวงพญาไท เขตพญาไท กรุงเทพฯ 10400' },
        at: [13.7797, 100.5446],
      },
      {
        en: { name: 'Central kitchen, Lat Krabang', address: '120 Chalong Krung Road, Lat Krabang, Bangkok 10520' },
        th: { name: 'ครัวกลาง ลาดกระบัง', address: '120 ถนนฉลองกรุง แขวงลำปลาทิว เขตลาดกระบัง กรุงเทพฯ 10520' },
        at: [13.7285, 100.7478],
      },
    ],
  },
  {
    slug: 'chaba-wellness',
    kind: 'company',
    partner: 'orchid',
    palette: 'beauty',
    motifs: ['lotus', 'bottle', 'dumbbell'],
    en: {
      name: 'Chaba Wellness Co., Ltd.',
      category: 'Health & Beauty',
      description:
        'Spas, skincare and fitness under the Orchid name: Thai massage by certified therapists, natural skincare and classes for every level.',
    },
    th: {
      name: 'บริษัท ชบา เวลเนส จำกัด',
      category: 'สุขภาพและความงาม',
      description:
        'สปา สกินแคร์ และฟิตเนสภายใต้ชื่อออร์คิด นวดแผนไทยโดยนักบำบัดที่ได้รับการรับรอง สกินแคร์จากธรรมชาติ และคลาสออกกำลังกายสำหรับทุกระดับ',
    },
    website: 'https://wellness.chaba-group.example',
    lineOa: '@chabawellness',
    branches: [
      {
        en: {
          name: 'Head office, Sukhumvit 24',
          address: '24 Sukhumvit Soi 24, Khlong Tan, Khlong Toei, Bangkok 10110',
        },
        th: { name: 'สำนักงานใหญ่ สุขุมวิท 24', address: '24 ซอยสุขุมวิท 24 แขวงคลองตัน เขตคลองเตย กรุงเทพฯ 10110' },
        at: [13.729, 100.569],
      },
    ],
  },
  {
    slug: 'chaba-hospitality',
    kind: 'company',
    partner: 'andaman',
    palette: 'travel',
    motifs: ['plane', 'beach', 'bed'],
    en: {
      name: 'Chaba Hospitality Co., Ltd.',
      category: 'Travel & Hotels',
      description:
        'Hotels, island tours and flights along the Andaman coast, run by the people who live there: Phuket, Krabi and the islands between.',
    },
    th: {
      name: 'บริษัท ชบา ฮอสพิทาลิตี้ จำกัด',
      category: 'ท่องเที่ยวและโรงแรม',
      description: 'โรงแรม ทัวร์เกาะ และเที่ยวบินตลอดชายฝั่งอันดามัน ดูแลโดยคนท้องถิ่น ทั้งภูเก็ต กระบี่ และหมู่เกาะระหว่างทาง',
    },
    website: 'https://travel.chaba-group.example',
    lineOa: '@chabatravel',
    branches: [
      {
        en: { name: 'Phuket office, Patong', address: '200 Rat-U-Thit 200 Pi Road, Patong, Kathu, Phuket 83150' },
        th: { name: 'สำนักงานภูเก็ต ป่าตอง', address: '200 ถนนราษฎร์อุทิศ 200 ปี ตำบลป่าตอง อำเภอกะทู้ ภูเก็ต 83150' },
        at: [7.8961, 98.2966],
      },
      {
        en: { name: 'Krabi office, Ao Nang', address: '45 Moo 2, Ao Nang, Mueang Krabi, Krabi 81180' },
        th: { name: 'สำนักงานกระบี่ อ่าวนาง', address: '45 หมู่ 2 ตำบลอ่าวนาง อำเภอเมืองกระบี่ กระบี่ 81180' },
        at: [8.0327, 98.8228],
      },
    ],
  },
  {
    slug: 'chaba-entertainment',
    kind: 'company',
    partner: 'starlight',
    palette: 'entertainment',
    motifs: ['popcorn', 'ticket', 'music'],
    en: {
      name: 'Chaba Entertainment Co., Ltd.',
      category: 'Entertainment',
      description:
        'Starlight cinemas, live shows and game zones in Bangkok and Chiang Mai: the latest films, concerts and arcades under one roof.',
    },
    th: {
      name: 'บริษัท ชบา เอ็นเตอร์เทนเมนต์ จำกัด',
      category: 'บันเทิง',
      description: 'โรงภาพยนตร์สตาร์ไลท์ การแสดงสด และโซนเกมในกรุงเทพฯ และเชียงใหม่ ทั้งหนังใหม่ คอนเสิร์ต และอาร์เคดในที่เดียว',
    },
    website: 'https://entertainment.chaba-group.example',
    lineOa: '@chabaent',
    branches: [
      {
        en: { name: 'Head office, Ratchadaphisek', address: '99 Ratchadaphisek Road, Din Daeng, Bangkok 10400' },
        th: { name: 'สำนักงานใหญ่ รัชดาภิเษก', address: '99 ถนนรัชดาภิเษก แขวงดินแดง เขตดินแดง กรุงเทพฯ 10400' },
        at: [13.766, 100.569],
      },
    ],
  },
  {
    slug: 'chaba-living',
    kind: 'company',
    partner: 'teak',
    palette: 'lifestyle',
    motifs: ['lamp', 'plant', 'pot'],
    en: {
      name: 'Chaba Living Co., Ltd.',
      category: 'Home & Living',
      description:
        'Furniture, décor and kitchenware made with Thai craftspeople: teak pieces, handmade pottery and lamps for a warmer home.',
    },
    th: {
      name: 'บริษัท ชบา ลีฟวิ่ง จำกัด',
      category: 'บ้านและการตกแต่ง',
      description: 'เฟอร์นิเจอร์ ของแต่งบ้าน และเครื่องครัวที่ทำร่วมกับช่างฝีมือไทย ทั้งงานไม้สัก เครื่องปั้นดินเผาทำมือ และโคมไฟ เพื่อบ้านที่อบอุ่นขึ้น',
    },
    website: 'https://living.chaba-group.example',
    lineOa: '@chabaliving',
    branches: [
      {
        en: { name: 'Showroom, Ekkamai', address: '63 Sukhumvit Soi 63, Khlong Tan Nuea, Watthana, Bangkok 10110' },
        th: { name: 'โชว์รูม เอกมัย', address: '63 ซอยสุขุมวิท 63 แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพฯ 10110' },
        at: [13.7262, 100.5853],
      },
      {
        en: {
          name: 'Workshop, Nonthaburi',
          address: '17 Rattanathibet Road, Bang Kraso, Mueang Nonthaburi, Nonthaburi 11000',
        },
        th: { name: 'โรงงาน นนทบุรี', address: '17 ถนนรัตนาธิเบศร์ ตำบลบางกระสอ อำเภอเมืองนนทบุรี นนทบุรี 11000' },
        at: [13.8621, 100.5144],
      },
    ],
  },
];
