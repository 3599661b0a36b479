import {
  mainLayout,
  ROUTE_NAMES,
  type RouteDefinition,
  type RouteName,
  registerLayout,
  registrationPage,
  subLayout,
  subPage,
} from './route-meta.js';

/** The one route table (SPEC §2, DESIGN §3). Order matters only for readers; the router ranks paths. */
export const ROUTES: Readonly<Record<RouteName, Omit<RouteDefinition, 'name'>>> = {
  // Public and registration
  landing: { path: '/landing', meta: { showChangeLanguage: true, showLogo: true, layout: registerLayout } },
  'login-type': {
    path: '/login-type',
    meta: {
      showRegisterNavTop: true,
      showLogo: true,
      showChangeLanguage: true,
      showBackButton: true,
      backTo: 'landing',
      title: 'เลือกประเภทการเข้าสู่ระบบ',
      titleEn: 'Choose how to log in',
      layout: registerLayout,
    },
  },
  login: {
    path: '/login',
    meta: {
      showRegisterNavTop: true,
      showBackButton: true,
      backTo: 'login-type',
      title: 'เข้าสู่ระบบ',
      titleEn: 'Log in',
      layout: registerLayout,
    },
  },
  'forget-pw': {
    path: '/forget-pw',
    meta: {
      showRegisterNavTop: true,
      showBackButton: true,
      backTo: 'login',
      title: 'ลืมรหัสผ่าน',
      titleEn: 'Forgot password',
      layout: registerLayout,
    },
  },
  'reset-password': {
    path: '/reset-password',
    meta: {
      showRegisterNavTop: true,
      showBackButton: true,
      backTo: 'login',
      title: 'ตั้งรหัสผ่านใหม่',
      titleEn: 'Reset password',
      layout: registerLayout,
    },
  },
  phone: { path: '/phone', meta: registrationPage('ยืนยันตัวตน', 'Verify your identity', { backTo: 'login-type' }) },
  otp: { path: '/otp', meta: registrationPage('ยืนยันรหัส OTP', 'Enter the one-time code', { backTo: 'phone' }) },
  register: { path: '/register', meta: registrationPage('สมัครสมาชิก', 'Register', { backTo: 'phone' }) },
  policy: {
    path: '/policy',
    meta: {
      showNavTop: true,
      showBackButton: true,
      title: 'นโยบายความเป็นส่วนตัว',
      titleEn: 'Privacy Policy',
      layout: subLayout,
    },
  },
  condition: {
    path: '/condition',
    meta: {
      showNavTop: true,
      showBackButton: true,
      title: 'ข้อกำหนดและเงื่อนไข',
      titleEn: 'Terms and Condition',
      layout: subLayout,
    },
  },

  // Privilege
  privilege: {
    path: '/privilege',
    meta: {
      showNavTop: true,
      showLogo: true,
      showSearch: true,
      showFav: true,
      requiresAuth: true,
      tab: 'privilege',
      layout: mainLayout,
      restoreScroll: true,
      title: 'สิทธิพิเศษ',
      titleEn: 'Privileges',
    },
  },
  'privilege-search': {
    path: '/privilege-search',
    meta: subPage('ค้นหาสิทธิพิเศษ', 'Search privileges', { showSearchBar: true, backTo: 'privilege', tab: 'privilege' }),
  },
  'privilege-fav': {
    path: '/privilege-fav',
    meta: subPage('สิทธิพิเศษที่ชื่นชอบ', 'Favourite privileges', { backTo: 'privilege', tab: 'privilege' }),
  },
  'privilege-flashsale': {
    path: '/privilege-flashsale',
    meta: subPage('แฟลชเซล', 'Flash sale', { backTo: 'privilege', tab: 'privilege' }),
  },
  'privilege-group': {
    path: '/privilege-group',
    meta: subPage('กลุ่มสิทธิพิเศษ', 'Privilege groups', { backTo: 'privilege', tab: 'privilege' }),
  },
  'privilege-detail': {
    path: '/privilege-detail/:id',
    meta: subPage('รายละเอียดสิทธิพิเศษ', 'Privilege details', {
      backTo: 'privilege',
      showShare: true,
      showWhiteFav: true,
      blackBackIcon: false,
      tab: 'privilege',
    }),
  },
  redemption: {
    path: '/redemption/:id',
    meta: subPage('รายละเอียดการแลก', 'Redemption', { backTo: 'history', showWhiteFav: true }),
  },

  // Collect points
  'collect-point': {
    path: '/collect-point',
    meta: {
      showNavTop: true,
      showLogo: true,
      requiresAuth: true,
      tab: 'collect-point',
      layout: mainLayout,
      title: 'สะสมคะแนน',
      titleEn: 'Collect points',
    },
  },
  'upload-receipt': {
    path: '/upload-receipt',
    meta: subPage('อัปโหลดใบเสร็จ', 'Upload a receipt', { backTo: 'collect-point', tab: 'collect-point' }),
  },
  'promo-code': {
    path: '/promo-code',
    meta: subPage('กรอกโค้ดโปรโมชัน', 'Promo code', { backTo: 'collect-point', tab: 'collect-point' }),
  },
  scancode: {
    path: '/scancode',
    meta: subPage('สแกนโค้ด', 'Scan a code', { backTo: 'collect-point', tab: 'collect-point' }),
  },
  'point-condition': {
    path: '/point-condition',
    meta: subPage('เงื่อนไขการสะสมคะแนน', 'Point conditions', { backTo: 'collect-point' }),
  },
  'promo-condition': {
    path: '/promo-condition',
    meta: subPage('เงื่อนไขโค้ดโปรโมชัน', 'Promo code conditions', { backTo: 'promo-code' }),
  },

  // Profile
  profile: {
    path: '/profile',
    meta: {
      showNavTop: true,
      showLogo: true,
      requiresAuth: true,
      tab: 'profile',
      layout: mainLayout,
      title: 'โปรไฟล์',
      titleEn: 'Profile',
    },
  },
  'friend-ref-code': { path: '/friend-ref-code', meta: subPage('ชวนเพื่อน', 'Invite friends', { backTo: 'profile' }) },
  'point-transaction': {
    path: '/point-transaction',
    meta: subPage('ประวัติคะแนน', 'Point history', { backTo: 'profile' }),
  },
  consent: { path: '/consent', meta: subPage('การให้ความยินยอม', 'Consent', { backTo: 'profile', tab: 'profile' }) },
  'edit-profile': {
    path: '/edit-profile',
    meta: subPage('แก้ไขข้อมูลส่วนตัว', 'Edit profile', { backTo: 'profile', tab: 'profile' }),
  },
  'change-mobile': {
    path: '/change-mobile',
    meta: subPage('เปลี่ยนเบอร์มือถือ', 'Change mobile number', { backTo: 'edit-profile', tab: 'profile' }),
  },
  'change-email': {
    path: '/change-email',
    meta: subPage('เปลี่ยนอีเมล', 'Change e-mail', { backTo: 'edit-profile', tab: 'profile' }),
  },
  'set-password': {
    path: '/set-password',
    meta: subPage('รหัสผ่าน', 'Password', { backTo: 'edit-profile', tab: 'profile' }),
  },
  'confirm-otp': {
    path: '/confirm-otp',
    meta: subPage('ยืนยันรหัส OTP', 'Confirm the one-time code', { backTo: 'edit-profile', tab: 'profile' }),
  },
  // Home and profile both lead to the history: it and its tracking pages light the tab the member came from.
  history: {
    path: '/history',
    meta: subPage('ประวัติการใช้งาน', 'History', { backTo: 'profile', tab: 'profile', tabFollowsOrigin: true }),
  },
  'tracking-status': {
    path: '/tracking-status/:id',
    meta: subPage('สถานะการจัดส่ง', 'Tracking status', { backTo: 'history', tab: 'profile', tabFollowsOrigin: true }),
  },
  'address-list': {
    path: '/address-list',
    meta: subPage('ที่อยู่ของฉัน', 'My addresses', { backTo: 'profile', tab: 'profile' }),
  },
  'address-field': {
    path: '/address-field/:id',
    meta: subPage('ที่อยู่', 'Address', { backTo: 'address-list', tab: 'profile' }),
  },
  'cancel-membership': {
    path: '/cancel-membership',
    meta: {
      showNavTop: true,
      showBackButton: true,
      backTo: 'profile',
      showChangeLanguage: true,
      title: 'ยกเลิกสมาชิก',
      titleEn: 'Cancel membership',
      layout: subLayout,
    },
  },
  'member-card-list': { path: '/member-card-list', meta: subPage('บัตรสมาชิก', 'Member cards', { backTo: 'profile' }) },
  'member-card-detail': {
    path: '/member-card-detail/:id',
    meta: subPage('รายละเอียดบัตรสมาชิก', 'Member card', { backTo: 'member-card-list' }),
  },
  'member-card-condition': {
    path: '/member-card-condition/:id',
    meta: subPage('เงื่อนไขบัตรสมาชิก', 'Member card conditions', { backTo: 'member-card-list' }),
  },
  // `{product}` and `{product}-detail/{id}`: product kinds are data (DESIGN §6), so the page checks the kind.
  product: { path: '/:product', meta: subPage('บริษัทในเครือ', 'Group companies', { backTo: 'profile' }) },
  'product-detail': { path: '/:productDetail/:id', meta: subPage('รายละเอียด', 'Details') },

  // Transfer
  transfer: { path: '/transfer', meta: subPage('โอนคะแนน', 'Transfer points', { backTo: 'profile' }) },
  'complete-transfer': {
    path: '/complete-transfer',
    meta: subPage('โอนคะแนนสำเร็จ', 'Transfer complete', { showBackButton: false }),
  },

  // Home
  home: {
    path: '/home',
    meta: {
      showNavTop: true,
      showLogo: true,
      showSearch: true,
      showFav: true,
      requiresAuth: true,
      tab: 'home',
      layout: mainLayout,
      title: 'หน้าแรก',
      titleEn: 'Home',
    },
  },
  'banner-list': {
    path: '/banner-list',
    meta: subPage('ข่าวสารและโปรโมชัน', 'News and promotions', { backTo: 'home', tab: 'home' }),
  },
  'home-list': { path: '/home-list', meta: subPage('บทความ', 'Articles', { backTo: 'home', tab: 'home' }) },
  'home-detail': {
    path: '/home-detail',
    meta: subPage('รายละเอียดบทความ', 'Article', { backTo: 'home-list', tab: 'home' }),
  },
  'home-exclusive': {
    path: '/home-exclusive',
    meta: subPage('สิทธิพิเศษเฉพาะคุณ', 'Exclusive privileges', { backTo: 'home', tab: 'home', restoreScroll: true }),
  },

  // Other
  'liff-auth': { path: '/liff-auth', meta: { layout: registerLayout } },
  'member-warning': {
    path: '/member-warning',
    meta: {
      showRegisterNavTop: true,
      title: 'แจ้งเตือนสถานะสมาชิก',
      titleEn: 'Membership notice',
      layout: registerLayout,
    },
  },
  'games-landing': {
    path: '/games-landing',
    meta: { showRegisterNavTop: true, showLogo: true, title: 'เกม', titleEn: 'Games', layout: registerLayout },
  },
  // The bell of every member page's bar leads here (DESIGN §15): it lights the tab the member came from.
  notifications: {
    path: '/notifications',
    meta: subPage('การแจ้งเตือน', 'Notifications', { backTo: 'home', tab: 'home', tabFollowsOrigin: true }),
  },
  // PDPA (DESIGN §16): the copy of the member's data, and later the erasure of it, reached from the profile.
  privacy: { path: '/privacy', meta: subPage('ข้อมูลของฉัน', 'My data', { backTo: 'profile', tab: 'profile' }) },
  'dev-outbox': {
    path: '/dev/outbox',
    meta: {
      showNavTop: true,
      showBackButton: true,
      title: 'กล่องข้อความทดสอบ',
      titleEn: 'Dev outbox',
      layout: subLayout,
    },
  },
  'not-found': {
    path: '*',
    meta: { showChangeLanguage: true, showRegisterNavTop: true, showLogo: true, layout: registerLayout },
  },
};

/** The table as a list, in declaration order, for building the router. */
export const ROUTE_LIST: readonly RouteDefinition[] = ROUTE_NAMES.map((name) => ({ name, ...ROUTES[name] }));

/** Builds a concrete path from a route name and its parameters. */
export function pathOf(name: RouteName, params: Record<string, string | number> = {}): string {
  const route = ROUTES[name];
  if (route.path === '*') return '/not-found';
  return route.path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** Where a product kind's list and detail live: `/company`, `/company-detail/7`. */
export function productPath(kind: string, id?: string | number): string {
  return id === undefined ? `/${kind}` : `/${kind}-detail/${encodeURIComponent(String(id))}`;
}

/**
 * login-type as the landing's Register opens it (`?intent=register`, issue 34): titled for joining, in
 * the top bar and the tab as on the page.
 */
export const LOGIN_TYPE_REGISTER_META = {
  ...ROUTES['login-type'].meta,
  title: 'เลือกวิธีสมัครสมาชิก',
  titleEn: 'Choose how to register',
} as const;
