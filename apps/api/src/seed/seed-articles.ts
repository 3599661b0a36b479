/**
 * DESIGN §8 demo articles in both languages, newest first. The newest has the shortest read time
 * (10 seconds) so a demo, or an end-to-end run, can earn a reward without a long wait. The figures
 * quoted (1 point per 25 THB, tier thresholds, referral points, expiry) are DESIGN §6's defaults.
 */
export interface DemoArticle {
  slug: string;
  daysAgo: number;
  rewardPoints: number;
  minReadSeconds: number;
  en: { title: string; summary: string; body: string };
  th: { title: string; summary: string; body: string };
}

export const DEMO_ARTICLES: readonly DemoArticle[] = [
  {
    slug: 'earn-more-points',
    daysAgo: 1,
    rewardPoints: 10,
    minReadSeconds: 10,
    en: {
      title: 'Five easy ways to earn more points every week',
      summary: 'Small habits that add up: receipts, codes, articles and friends.',
      body: `<p>Points arrive faster than you think when you use every way Chaba Rewards offers to collect them.</p>
<ol>
<li><strong>Upload every receipt.</strong> Each 25 THB you spend becomes 1 point once the receipt is approved.</li>
<li><strong>Look for promo codes.</strong> Codes in our newsletters and on shelf tags carry their own points.</li>
<li><strong>Scan the QR at the counter.</strong> Store events often come with a scan code worth extra points.</li>
<li><strong>Read an article.</strong> Like this one: stay a moment and collect the reading reward.</li>
<li><strong>Invite a friend.</strong> You both earn points when they finish registering.</li>
</ol>
<p>Put two or three of these into your weekly routine and watch your balance grow.</p>`,
    },
    th: {
      title: '5 วิธีง่าย ๆ สะสมคะแนนเพิ่มทุกสัปดาห์',
      summary: 'นิสัยเล็ก ๆ ที่ช่วยให้คะแนนเพิ่มขึ้น ทั้งใบเสร็จ รหัส บทความ และการชวนเพื่อน',
      body: `<p>คะแนนของคุณเพิ่มขึ้นได้เร็วกว่าที่คิด หากใช้ทุกช่องทางสะสมคะแนนที่ Chaba Rewards มีให้</p>
<ol>
<li><strong>อัปโหลดใบเสร็จทุกใบ</strong> ทุกการใช้จ่าย 25 บาท รับ 1 คะแนนเมื่อใบเสร็จได้รับการอนุมัติ</li>
<li><strong>มองหารหัสโปรโมชัน</strong> รหัสในจดหมายข่าวและป้ายบนชั้นวางสินค้ามีคะแนนพิเศษในตัว</li>
<li><strong>สแกน QR ที่จุดชำระเงิน</strong> กิจกรรมในร้านมักมีรหัสให้สแกนรับคะแนนเพิ่ม</li>
<li><strong>อ่านบทความ</strong> เช่นบทความนี้ อ่านสักครู่แล้วกดรับคะแนน</li>
<li><strong>ชวนเพื่อนมาเป็นสมาชิก</strong> ได้คะแนนทั้งคุณและเพื่อนเมื่อเพื่อนสมัครเสร็จ</li>
</ol>
<p>เลือกสัก 2–3 วิธีไว้ในกิจวัตรประจำสัปดาห์ แล้วดูคะแนนของคุณเติบโตขึ้นเรื่อย ๆ</p>`,
    },
  },
  {
    slug: 'receipt-points',
    daysAgo: 4,
    rewardPoints: 15,
    minReadSeconds: 15,
    en: {
      title: 'Your receipt is worth points: how uploads work',
      summary: 'Snap, upload, and get points at 1 point per 25 THB once approved.',
      body: `<p>Shopped at a Chaba partner store? Your receipt turns into points in three steps.</p>
<h2>1. Take a clear photo</h2>
<p>Lay the receipt flat in good light so the store name, date and total are easy to read. JPEG, PNG, WebP, HEIC and PDF files up to 10 MB are accepted.</p>
<h2>2. Upload it in the app</h2>
<p>Open <strong>Collect points</strong> and choose <strong>Upload receipt</strong>. You can upload up to 5 receipts a day; the app shows how many are left.</p>
<h2>3. Wait for the review</h2>
<p>Our team checks each receipt. Once it is approved you receive <strong>1 point for every 25 THB</strong>, and your spending also counts towards your tier. If a receipt is rejected, the reason appears in your point history.</p>
<blockquote>Tip: keep the paper receipt until the points arrive.</blockquote>`,
    },
    th: {
      title: 'ใบเสร็จของคุณมีค่าเป็นคะแนน: อัปโหลดอย่างไร',
      summary: 'ถ่ายรูป อัปโหลด แล้วรับ 1 คะแนนทุก 25 บาทเมื่อได้รับการอนุมัติ',
      body: `<p>ช้อปที่ร้านค้าพันธมิตรของ Chaba แล้วใช่ไหม เปลี่ยนใบเสร็จเป็นคะแนนได้ใน 3 ขั้นตอน</p>
<h2>1. ถ่ายรูปให้ชัด</h2>
<p>วางใบเสร็จให้เรียบในที่ที่มีแสงเพียงพอ ให้เห็นชื่อร้าน วันที่ และยอดรวมชัดเจน รองรับไฟล์ JPEG, PNG, WebP, HEIC และ PDF ขนาดไม่เกิน 10 MB</p>
<h2>2. อัปโหลดในแอป</h2>
<p>เปิดเมนู <strong>สะสมคะแนน</strong> แล้วเลือก <strong>อัปโหลดใบเสร็จ</strong> อัปโหลดได้วันละไม่เกิน 5 ใบ และแอปจะแสดงจำนวนที่เหลือให้ทราบ</p>
<h2>3. รอการตรวจสอบ</h2>
<p>ทีมงานจะตรวจสอบใบเสร็จทุกใบ เมื่ออนุมัติแล้วคุณจะได้รับ <strong>1 คะแนนทุกการใช้จ่าย 25 บาท</strong> และยอดใช้จ่ายจะนับรวมเพื่อเลื่อนระดับสมาชิกด้วย หากใบเสร็จไม่ผ่าน เหตุผลจะแสดงในประวัติคะแนน</p>
<blockquote>เคล็ดลับ: เก็บใบเสร็จตัวจริงไว้จนกว่าจะได้รับคะแนน</blockquote>`,
    },
  },
  {
    slug: 'scan-codes',
    daysAgo: 8,
    rewardPoints: 20,
    minReadSeconds: 20,
    en: {
      title: 'Scan, type, earn: using codes in store',
      summary: 'Promo and scan codes give points once per member. Here is how to use them.',
      body: `<p>Chaba codes come in two kinds: <strong>promo codes</strong> you type, and <strong>scan codes</strong> printed as QR codes at the counter, on posters and on product tags.</p>
<ul>
<li>Every code gives its points <strong>once per member</strong>.</li>
<li>Codes have a start and an end date, and some can only be used a limited number of times, so use them early.</li>
<li>Codes are not case-sensitive: <em>welcome100</em> works as well as <em>WELCOME100</em>.</li>
</ul>
<p>Before you apply a promo code, the app shows how many points it gives and until when it is valid. In the LINE app the scanner opens straight away; in other browsers allow the camera, or type the code under the scanner.</p>
<p>New here? Try <strong>WELCOME100</strong> for 100 welcome points.</p>`,
    },
    th: {
      title: 'สแกน พิมพ์ รับคะแนน: วิธีใช้รหัสในร้าน',
      summary: 'รหัสโปรโมชันและรหัสสแกนให้คะแนนสมาชิกละหนึ่งครั้ง มาดูวิธีใช้กัน',
      body: `<p>รหัสของ Chaba มี 2 แบบ คือ <strong>รหัสโปรโมชัน</strong> ที่พิมพ์เอง และ <strong>รหัสสแกน</strong> ที่เป็น QR โค้ดบริเวณจุดชำระเงิน โปสเตอร์ และป้ายสินค้า</p>
<ul>
<li>แต่ละรหัสให้คะแนน <strong>สมาชิกละหนึ่งครั้ง</strong></li>
<li>รหัสมีวันเริ่มและวันสิ้นสุด และบางรหัสใช้ได้จำนวนจำกัด จึงควรรีบใช้</li>
<li>พิมพ์ตัวพิมพ์เล็กหรือใหญ่ก็ได้ <em>welcome100</em> ใช้ได้เหมือน <em>WELCOME100</em></li>
</ul>
<p>ก่อนใช้รหัสโปรโมชัน แอปจะแสดงจำนวนคะแนนที่จะได้รับและวันหมดเขต หากเปิดในแอป LINE ตัวสแกนจะเปิดขึ้นทันที ส่วนเบราว์เซอร์อื่นให้อนุญาตการใช้กล้อง หรือพิมพ์รหัสในช่องใต้ตัวสแกน</p>
<p>เพิ่งเป็นสมาชิกใหม่ใช่ไหม ลองใช้รหัส <strong>WELCOME100</strong> รับ 100 คะแนนต้อนรับ</p>`,
    },
  },
  {
    slug: 'climb-the-tiers',
    daysAgo: 13,
    rewardPoints: 30,
    minReadSeconds: 30,
    en: {
      title: 'Climbing the tiers: from Member to Platinum',
      summary: 'Your tier follows what you spent over the last 12 months. See what each level needs.',
      body: `<p>Your membership tier is based on your spending over the <strong>last 12 months</strong>, counted from approved receipts.</p>
<ul>
<li><strong>Member</strong>: from your first day.</li>
<li><strong>Silver</strong>: 20,000 THB in 12 months.</li>
<li><strong>Gold</strong>: 50,000 THB in 12 months.</li>
<li><strong>Platinum</strong>: 150,000 THB in 12 months.</li>
</ul>
<p>Because the window rolls forward every day, older purchases stop counting after a year. Your profile shows how much is left to reach the next tier.</p>
<h3>Don't let points expire</h3>
<p>Points expire on 31 December of the second year after you earn them. The expiry timeline in your point history shows which points expire first; those are also the ones used first when you redeem.</p>`,
    },
    th: {
      title: 'เลื่อนระดับสมาชิก: จาก Member สู่ Platinum',
      summary: 'ระดับสมาชิกของคุณคิดจากยอดใช้จ่ายย้อนหลัง 12 เดือน มาดูเงื่อนไขของแต่ละระดับ',
      body: `<p>ระดับสมาชิกของคุณคิดจากยอดใช้จ่าย <strong>ย้อนหลัง 12 เดือน</strong> จากใบเสร็จที่ได้รับการอนุมัติ</p>
<ul>
<li><strong>Member</strong>: ตั้งแต่วันแรกที่สมัคร</li>
<li><strong>Silver</strong>: ใช้จ่ายครบ 20,000 บาทใน 12 เดือน</li>
<li><strong>Gold</strong>: ใช้จ่ายครบ 50,000 บาทใน 12 เดือน</li>
<li><strong>Platinum</strong>: ใช้จ่ายครบ 150,000 บาทใน 12 เดือน</li>
</ul>
<p>ช่วงเวลา 12 เดือนจะเลื่อนไปทุกวัน ยอดซื้อที่เก่ากว่าหนึ่งปีจึงไม่ถูกนับ หน้าข้อมูลส่วนตัวจะแสดงยอดที่ต้องใช้จ่ายเพิ่มเพื่อขึ้นระดับถัดไป</p>
<h3>อย่าปล่อยให้คะแนนหมดอายุ</h3>
<p>คะแนนจะหมดอายุในวันที่ 31 ธันวาคมของปีที่สองหลังจากปีที่ได้รับ ดูไทม์ไลน์วันหมดอายุได้ในประวัติคะแนน คะแนนที่ใกล้หมดอายุที่สุดจะถูกใช้ก่อนเสมอเมื่อแลกสิทธิพิเศษ</p>`,
    },
  },
  {
    slug: 'smart-grocery',
    daysAgo: 19,
    rewardPoints: 20,
    minReadSeconds: 20,
    en: {
      title: 'Smart grocery shopping on a budget',
      summary: 'Plan, compare and collect: spend less and earn more on your weekly shop.',
      body: `<p>A little planning makes the weekly shop cheaper and more rewarding.</p>
<h2>Plan before you go</h2>
<p>Write your list around the week's meals and check what is already in the fridge. Buying only what you need is the easiest saving of all.</p>
<h2>Compare the price per unit</h2>
<p>The bigger pack is not always the better deal. Shelf labels show the price per 100 g or per litre, so comparing takes seconds.</p>
<h2>Shop on privilege days</h2>
<p>Check the privileges in the app before you go: flash sales and member prices change every week, and you can redeem points for discount coupons.</p>
<p>Finally, <strong>keep the receipt</strong> and upload it: the points from this week's shop help pay for the next one.</p>`,
    },
    th: {
      title: 'ช้อปของใช้ในบ้านอย่างฉลาด ประหยัดงบ',
      summary: 'วางแผน เปรียบเทียบ และสะสมคะแนน จ่ายน้อยลงแต่ได้คะแนนมากขึ้นทุกสัปดาห์',
      body: `<p>วางแผนสักนิดก่อนออกไปจ่ายตลาด ช่วยให้ประหยัดขึ้นและได้คะแนนมากขึ้น</p>
<h2>วางแผนก่อนออกจากบ้าน</h2>
<p>จดรายการตามเมนูอาหารของสัปดาห์ และดูว่าในตู้เย็นมีอะไรอยู่แล้วบ้าง การซื้อเฉพาะของที่จำเป็นคือวิธีประหยัดที่ง่ายที่สุด</p>
<h2>เทียบราคาต่อหน่วย</h2>
<p>แพ็กใหญ่ไม่ได้คุ้มกว่าเสมอไป ป้ายราคาบนชั้นวางบอกราคาต่อ 100 กรัมหรือต่อลิตร เปรียบเทียบได้ในไม่กี่วินาที</p>
<h2>ช้อปในวันที่มีสิทธิพิเศษ</h2>
<p>เช็กสิทธิพิเศษในแอปก่อนออกไปซื้อของ แฟลชเซลและราคาสมาชิกเปลี่ยนทุกสัปดาห์ และยังใช้คะแนนแลกคูปองส่วนลดได้ด้วย</p>
<p>สุดท้าย <strong>เก็บใบเสร็จไว้</strong> แล้วอัปโหลด คะแนนจากการช้อปสัปดาห์นี้จะช่วยลดค่าใช้จ่ายในครั้งต่อไป</p>`,
    },
  },
  {
    slug: 'invite-friends',
    daysAgo: 26,
    rewardPoints: 25,
    minReadSeconds: 25,
    en: {
      title: 'Sharing is rewarding: invite your friends',
      summary: 'Your friend gets 20 points and you get 50 when they finish registering.',
      body: `<p>Every member has a personal friend code. Share it, and when your friend completes registration with it, <strong>you receive 50 points and your friend receives 20</strong>.</p>
<h2>How to share</h2>
<ul>
<li>Open <strong>Invite friends</strong> from your profile.</li>
<li>Copy your code, share the invite link in a chat, or let your friend scan the QR code on your screen.</li>
<li>In the LINE app you can send the invitation straight to a friend or group.</li>
</ul>
<p>The same page shows how many friends joined with your code and the points they earned you. Questions? Write to <a href="mailto:care@chabarewards.example">care@chabarewards.example</a>.</p>`,
    },
    th: {
      title: 'แบ่งปันแล้วได้คะแนน: ชวนเพื่อนมาเป็นสมาชิก',
      summary: 'เพื่อนได้ 20 คะแนน และคุณได้ 50 คะแนน เมื่อเพื่อนสมัครสมาชิกเสร็จ',
      body: `<p>สมาชิกทุกคนมีรหัสแนะนำเพื่อนเป็นของตัวเอง เมื่อเพื่อนใช้รหัสของคุณสมัครสมาชิกจนเสร็จ <strong>คุณจะได้รับ 50 คะแนน และเพื่อนจะได้รับ 20 คะแนน</strong></p>
<h2>วิธีแชร์</h2>
<ul>
<li>เปิดเมนู <strong>ชวนเพื่อน</strong> จากหน้าข้อมูลส่วนตัว</li>
<li>คัดลอกรหัส แชร์ลิงก์เชิญในแชต หรือให้เพื่อนสแกน QR โค้ดบนหน้าจอของคุณ</li>
<li>ในแอป LINE สามารถส่งคำเชิญถึงเพื่อนหรือกลุ่มได้ทันที</li>
</ul>
<p>หน้าเดียวกันนี้จะแสดงจำนวนเพื่อนที่สมัครด้วยรหัสของคุณและคะแนนที่ได้รับ มีคำถามเขียนถึงเราได้ที่ <a href="mailto:care@chabarewards.example">care@chabarewards.example</a></p>`,
    },
  },
];
