import type { DemoProduct } from './seed-products-structure.js';

/** DESIGN §8 brands: the names members meet in shops, each the catalogue partner of the same name. */
export const DEMO_BRANDS: readonly DemoProduct[] = [
  {
    slug: 'baan-brew',
    kind: 'brand',
    partner: 'brew',
    palette: 'food',
    motifs: ['coffee', 'cake', 'coffee'],
    en: {
      name: 'Baan Brew Coffee',
      category: 'Café',
      description:
        'A neighbourhood café roasting Thai beans from Chiang Rai and Nan, with fresh pastries baked every morning.',
    },
    th: {
      name: 'บ้านบรูว์ คอฟฟี่',
      category: 'คาเฟ่',
      description: 'คาเฟ่ประจำย่านที่คั่วเมล็ดกาแฟไทยจากเชียงรายและน่าน พร้อมขนมอบสดใหม่ทุกเช้า',
    },
    website: 'https://baanbrew.example',
    lineOa: '@baanbrew',
    branches: [
      {
        en: { name: 'Siam Square', address: '254 Siam Square Soi 3, Pathum Wan, Bangkok 10330' },
        th: { name: 'สยามสแควร์', address: '254 สยามสแควร์ ซอย 3 แขวงปทุมวัน เขตปทุมวัน กรุงเทพฯ 10330' },
        at: [13.7445, 100.534],
      },
      {
        en: { name: 'Ari', address: '11 Phahonyothin Soi 7, Phaya Thai, Bangkok 10400' },
        th: { name: 'อารีย์', address: '11 ซอยพหลโยธิน 7 แขวงพญาไท เขตพญาไท กรุงเทพฯ 10400' },
        at: [13.7799, 100.5449],
      },
      {
        en: {
          name: 'Nimman, Chiang Mai',
          address: '32 Nimmanhaemin Soi 9, Suthep, Mueang Chiang Mai, Chiang Mai 50200',
        },
        th: { name: 'นิมมาน เชียงใหม่', address: '32 ซอยนิมมานเหมินท์ 9 ตำบลสุเทพ อำเภอเมืองเชียงใหม่ เชียงใหม่ 50200' },
        at: [18.7999, 98.9676],
      },
    ],
  },
  {
    slug: 'siam-noodle-house',
    kind: 'brand',
    partner: 'noodle',
    palette: 'food',
    motifs: ['noodles', 'noodles', 'coffee'],
    en: {
      name: 'Siam Noodle House',
      category: 'Restaurant',
      description: 'Boat noodles, tom yum and family sets from recipes three generations old, served quick and hot.',
    },
    th: {
      name: 'สยาม นู้ดเดิ้ล เฮาส์',
      category: 'ร้านอาหาร',
      description: 'ก๋วยเตี๋ยวเรือ ต้มยำ และชุดอาหารครอบครัวจากสูตรสามรุ่น เสิร์ฟร้อน ๆ รวดเร็วทันใจ',
    },
    website: 'https://siamnoodle.example',
    lineOa: '@siamnoodle',
    branches: [
      {
        en: { name: 'Silom', address: '160 Silom Road, Suriyawong, Bang Rak, Bangkok 10500' },
        th: { name: 'สีลม', address: '160 ถนนสีลม แขวงสุริยวงศ์ เขตบางรัก กรุงเทพฯ 10500' },
        at: [13.7262, 100.53],
      },
      {
        en: { name: 'Thonglor', address: '55 Sukhumvit Soi 55, Khlong Tan Nuea, Watthana, Bangkok 10110' },
        th: { name: 'ทองหล่อ', address: '55 ซอยสุขุมวิท 55 แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพฯ 10110' },
        at: [13.732, 100.583],
      },
    ],
  },
  {
    slug: 'chaba-mart',
    kind: 'brand',
    partner: 'mart',
    palette: 'shopping',
    motifs: ['cart', 'bag', 'headphones'],
    en: {
      name: 'Chaba Mart',
      category: 'Supermarket',
      description: 'Fresh produce, everyday groceries and small electronics, open late, with points on every receipt.',
    },
    th: {
      name: 'ชบา มาร์ท',
      category: 'ซูเปอร์มาร์เก็ต',
      description: 'ผักผลไม้สด ของใช้ประจำวัน และเครื่องใช้ไฟฟ้าขนาดเล็ก เปิดถึงดึก รับคะแนนทุกใบเสร็จ',
    },
    website: 'https://chabamart.example',
    lineOa: '@chabamart',
    branches: [
      {
        en: { name: 'Rama 9', address: '9 Rama IX Road, Huai Khwang, Bangkok 10310' },
        th: { name: 'พระราม 9', address: '9 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพฯ 10310' },
        at: [13.757, 100.565],
      },
      {
        en: { name: 'Bang Na', address: '1093 Bang Na–Trat Road, Bang Na, Bangkok 10260' },
        th: { name: 'บางนา', address: '1093 ถนนบางนา-ตราด แขวงบางนา เขตบางนา กรุงเทพฯ 10260' },
        at: [13.668, 100.635],
      },
      {
        en: { name: 'Phuket Town', address: '21 Thalang Road, Talat Yai, Mueang Phuket, Phuket 83000' },
        th: { name: 'ภูเก็ตทาวน์', address: '21 ถนนถลาง ตำบลตลาดใหญ่ อำเภอเมืองภูเก็ต ภูเก็ต 83000' },
        at: [7.884, 98.392],
      },
    ],
  },
  {
    slug: 'orchid-beauty-spa',
    kind: 'brand',
    partner: 'orchid',
    palette: 'beauty',
    motifs: ['lotus', 'bottle', 'lotus'],
    en: {
      name: 'Orchid Beauty & Spa',
      category: 'Spa & Beauty',
      description:
        'Thai massage, aroma spa rituals and facials in calm city rooms, with skincare made from Thai herbs.',
    },
    th: {
      name: 'ออร์คิด บิวตี้ แอนด์ สปา',
      category: 'สปาและความงาม',
      description: 'นวดแผนไทย สปาอโรมา และทรีตเมนต์ผิวหน้าในห้องที่เงียบสงบกลางเมือง พร้อมสกินแคร์จากสมุนไพรไทย',
    },
    website: 'https://orchidspa.example',
    lineOa: '@orchidspa',
    branches: [
      {
        en: { name: 'Sukhumvit 24', address: '18 Sukhumvit Soi 24, Khlong Tan, Khlong Toei, Bangkok 10110' },
        th: { name: 'สุขุมวิท 24', address: '18 ซอยสุขุมวิท 24 แขวงคลองตัน เขตคลองเตย กรุงเทพฯ 10110' },
        at: [13.7292, 100.5688],
      },
      {
        en: { name: 'CentralWorld', address: '4 Ratchadamri Road, Pathum Wan, Bangkok 10330' },
        th: { name: 'เซ็นทรัลเวิลด์', address: '4 ถนนราชดำริ แขวงปทุมวัน เขตปทุมวัน กรุงเทพฯ 10330' },
        at: [13.7466, 100.5393],
      },
    ],
  },
  {
    slug: 'starlight-cinema',
    kind: 'brand',
    partner: 'starlight',
    palette: 'entertainment',
    motifs: ['popcorn', 'ticket', 'gamepad'],
    en: {
      name: 'Starlight Cinema',
      category: 'Cinema',
      description: 'Big screens, reclining seats and fresh popcorn, plus a game zone for the wait before the film.',
    },
    th: {
      name: 'สตาร์ไลท์ ซีนีม่า',
      category: 'โรงภาพยนตร์',
      description: 'จอใหญ่ เบาะปรับนอน และป๊อปคอร์นอบใหม่ พร้อมโซนเกมให้สนุกระหว่างรอหนังเริ่มฉาย',
    },
    website: 'https://starlightcinema.example',
    lineOa: '@starlightcinema',
    branches: [
      {
        en: { name: 'Ratchada', address: '125 Ratchadaphisek Road, Din Daeng, Bangkok 10400' },
        th: { name: 'รัชดา', address: '125 ถนนรัชดาภิเษก แขวงดินแดง เขตดินแดง กรุงเทพฯ 10400' },
        at: [13.7648, 100.5686],
      },
      {
        en: { name: 'Bang Kapi', address: '3109 Lat Phrao Road, Khlong Chan, Bang Kapi, Bangkok 10240' },
        th: { name: 'บางกะปิ', address: '3109 ถนนลาดพร้าว แขวงคลองจั่น เขตบางกะปิ กรุงเทพฯ 10240' },
        at: [13.7656, 100.6429],
      },
      {
        en: { name: 'Chiang Mai', address: '99 Huay Kaew Road, Chang Phueak, Mueang Chiang Mai, Chiang Mai 50300' },
        th: { name: 'เชียงใหม่', address: '99 ถนนห้วยแก้ว ตำบลช้างเผือก อำเภอเมืองเชียงใหม่ เชียงใหม่ 50300' },
        at: [18.8024, 98.9674],
      },
    ],
  },
  {
    slug: 'teak-and-home',
    kind: 'brand',
    partner: 'teak',
    palette: 'lifestyle',
    motifs: ['lamp', 'plant', 'pot'],
    en: {
      name: 'Teak & Home',
      category: 'Home Décor',
      description: 'Teak furniture, handmade pottery, plants and lamps: pieces made to last and to be passed on.',
    },
    th: {
      name: 'ทีค แอนด์ โฮม',
      category: 'ของแต่งบ้าน',
      description: 'เฟอร์นิเจอร์ไม้สัก เครื่องปั้นดินเผาทำมือ ต้นไม้ และโคมไฟ ชิ้นงานที่ใช้ได้นานและส่งต่อได้',
    },
    website: 'https://teakandhome.example',
    lineOa: '@teakandhome',
    branches: [
      {
        en: { name: 'Ekkamai', address: '61 Sukhumvit Soi 63, Khlong Tan Nuea, Watthana, Bangkok 10110' },
        th: { name: 'เอกมัย', address: '61 ซอยสุขุมวิท 63 แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพฯ 10110' },
        at: [13.7265, 100.5857],
      },
      {
        en: { name: 'Nonthaburi', address: '68 Tiwanon Road, Talat Khwan, Mueang Nonthaburi, Nonthaburi 11000' },
        th: { name: 'นนทบุรี', address: '68 ถนนติวานนท์ ตำบลตลาดขวัญ อำเภอเมืองนนทบุรี นนทบุรี 11000' },
        at: [13.8587, 100.5106],
      },
    ],
  },
  {
    slug: 'andaman-escapes',
    kind: 'brand',
    partner: 'andaman',
    palette: 'travel',
    motifs: ['beach', 'plane', 'bed'],
    en: {
      name: 'Andaman Escapes',
      category: 'Travel',
      description:
        'Island-hopping tours, kayaking and beach resorts on the Andaman Sea, booked through one friendly desk.',
    },
    th: {
      name: 'อันดามัน เอสเคป',
      category: 'ท่องเที่ยว',
      description: 'ทัวร์ดำน้ำเที่ยวเกาะ พายเรือคายัก และรีสอร์ตริมทะเลอันดามัน จองง่ายในที่เดียว',
    },
    website: 'https://andamanescapes.example',
    lineOa: '@andamanescapes',
    branches: [
      {
        en: { name: 'Patong desk', address: '50 Thawewong Road, Patong, Kathu, Phuket 83150' },
        th: { name: 'เคาน์เตอร์ป่าตอง', address: '50 ถนนทวีวงศ์ ตำบลป่าตอง อำเภอกะทู้ ภูเก็ต 83150' },
        at: [7.8955, 98.2957],
      },
      {
        en: { name: 'Ao Nang desk', address: '12 Moo 2, Ao Nang, Mueang Krabi, Krabi 81180' },
        th: { name: 'เคาน์เตอร์อ่าวนาง', address: '12 หมู่ 2 ตำบลอ่าวนาง อำเภอเมืองกระบี่ กระบี่ 81180' },
        at: [8.0315, 98.8231],
      },
    ],
  },
];
