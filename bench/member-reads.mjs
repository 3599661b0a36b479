// The member reads the bench loads (issue 13: every member read p99 ≤ 50 ms at 64 connections): the
// calls the member screens make on every visit, each with the query a screen sends.

/** A GET of the API as the member of `token` (or signed out) that must answer `success`. */
async function apiGet(baseUrl, path, token) {
  const response = await fetch(new URL(`/api/v1${path}`, baseUrl), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = await response.json();
  if (body.status !== 'success') throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

/**
 * What the reads need from the demo catalogue: a category with privileges, and one privilege to open.
 * Read once at demo size, so both sizes load the very same requests.
 */
export async function readTargets(baseUrl, token) {
  const [category] = await apiGet(baseUrl, '/Privilege/GetPrivilegeCategories', token);
  if (!category) throw new Error('No privilege category: the demo seed did not run');
  const list = await apiGet(baseUrl, `/Privilege/GetPrivilegeList?page=1&Category_Id=${category.category_id}`, token);
  const [privilege] = list.items;
  if (!privilege) throw new Error(`No privilege in category ${category.category_id}`);
  return { categoryId: category.category_id, privilegeId: privilege.privilege_id };
}

const THAI_KEYWORD = encodeURIComponent('กาแฟ');

/** The reads as [name, path under /api/v1, signed in?], in the order the report lists them. */
export function memberReads({ categoryId, privilegeId }) {
  return [
    ['GetCustomerInfo', '/Customer/GetCustomerInfo', true],
    ['GetLandingBanner', '/Banner/GetLandingBanner', false],
    ['GetBannerList', '/Banner/GetBannerList?group=Home', true],
    ['GetPrivilegeCategories', '/Privilege/GetPrivilegeCategories', true],
    ['GetPrivilegeList (first page)', '/Privilege/GetPrivilegeList?page=1', true],
    ['GetPrivilegeList (category)', `/Privilege/GetPrivilegeList?page=1&Category_Id=${categoryId}`, true],
    ['GetPrivilegeList (Thai keyword)', `/Privilege/GetPrivilegeList?page=1&Keyword=${THAI_KEYWORD}`, true],
    ['GetExclusivePrivilegeList', '/Privilege/GetExclusivePrivilegeList?page=1', true],
    ['GetFlashSaleList', '/Privilege/GetFlashSaleList?page=1', true],
    ['GetPrivilegeDetail', `/Privilege/GetPrivilegeDetail?privilege_Id=${privilegeId}&category_Id=${categoryId}`, true],
    ['GetPointHistory', '/History/GetPointHistory?page=1', true],
    ['GetPointExpireTimeline', '/History/GetPointExpireTimeline', true],
    ['GetTransferPointInfo', '/Point/GetTransferPointInfo', true],
    ['GetRedemptionHistory', '/History/GetRedemptionHistory?page=1', true],
    ['GetCouponHistory', '/History/GetCouponHistory?page=1', true],
    ['GetArticleList', '/Article/GetArticleList?page=1', true],
  ].map(([name, path, signedIn]) => ({ name, path: `/api/v1${path}`, signedIn }));
}

/** GetPointHistory's first page for a member with a long history (flat from demo to large size). */
export const LONG_HISTORY_READ = {
  name: 'GetPointHistory (long history)',
  path: '/api/v1/History/GetPointHistory?page=1',
};

/**
 * GetCustomerInfo and GetPointHistory's first page with each connection signed in as a member of its
 * own, as a programme's members call them: calls that arrive together are read by one statement
 * (decision 066), one row (or one page) a member.
 */
export const EACH_OWN_MEMBER_READS = [
  { name: 'GetCustomerInfo (a member a connection)', path: '/api/v1/Customer/GetCustomerInfo', signedIn: true },
  { name: 'GetPointHistory (a member a connection)', path: '/api/v1/History/GetPointHistory?page=1', signedIn: true },
];

/** Checks that every read answers `success` before it is loaded, so a broken read fails loudly. */
export async function checkReads(baseUrl, reads, token) {
  for (const read of reads) await apiGet(baseUrl, read.path.replace('/api/v1', ''), read.signedIn ? token : undefined);
}
