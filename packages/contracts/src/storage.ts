/** Browser storage keys, exactly as DESIGN §4 names them. */
export const SESSION_KEYS = {
  token: 'token',
  pId: 'pId',
  cId: 'cId',
  fwsFlag: 'fwsFlag',
  merged: 'merged',
  isCanceled: 'isCanceled',
  isSuspended: 'isSuspended',
  isBlocked: 'isBlocked',
  verifybtn: 'verifybtn',
  catId: 'catId',
  gId: 'gId',
  vId: 'vId',
} as const;

export const LOCAL_KEYS = {
  lang: 'lang',
  appVersion: 'appVersion',
  from: 'from',
  ref: 'ref',
  emailFgPassword: 'emailFgPassword',
  path: 'path',
  promocode: 'promocode',
  refId: 'refId',
  game: 'game',
  mIdp: 'mIdp',
  scIdp: 'scIdp',
} as const;

export type SessionKey = keyof typeof SESSION_KEYS;
export type LocalKey = keyof typeof LOCAL_KEYS;

/** Query values captured on every navigation (SPEC §4 start-up and query capture). */
export const QUERY_TO_LOCAL: readonly LocalKey[] = [
  'ref',
  'emailFgPassword',
  'path',
  'promocode',
  'refId',
  'game',
  'mIdp',
  'scIdp',
  'from',
];
export const QUERY_TO_SESSION: readonly SessionKey[] = ['verifybtn', 'pId', 'catId', 'gId', 'fwsFlag', 'vId'];
/** The session token arrives as `?token=`, goes to session storage and leaves the URL. */
export const QUERY_TOKEN = 'token';
