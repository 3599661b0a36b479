import { describe, expect, it } from 'vitest';
import { ADMIN_ACCESS_ROLES, type AdminCallContract, isAllowedFor, OPERATOR_ROLES } from './admin-call.js';
import { IMPORT_KINDS, importKindsFor } from './imports.js';
import * as adminContracts from './index.js';

const isAdminCall = (value: unknown): value is AdminCallContract =>
  typeof value === 'object' && value !== null && 'path' in value && 'params' in value && 'access' in value;

/** Every exported back-office call, those grouped in an object (`categoryCalls.list`) included. */
const adminCalls = Object.values(adminContracts as Record<string, unknown>).flatMap((value) => {
  if (isAdminCall(value)) return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).filter(isAdminCall);
  return [];
});

const namesFor = (role: (typeof OPERATOR_ROLES)[number]) =>
  adminCalls
    .filter((call) => isAllowedFor(call.access, role))
    .map((call) => call.name)
    .sort();

const SESSION_CALLS = [
  'AcceptOperatorInvite',
  'OperatorLogin',
  'OperatorLogout',
  'OperatorMe',
  'OperatorTotpDisable',
  'OperatorTotpEnable',
  'OperatorTotpSetup',
];

describe('who may make each back-office call (decision 057)', () => {
  it('classifies every call in an access the role table knows', () => {
    expect(adminCalls.length).toBeGreaterThan(100);
    for (const call of adminCalls) {
      expect(call.access === 'public' || call.access in ADMIN_ACCESS_ROLES, call.name).toBe(true);
    }
    expect(adminCalls.filter((call) => call.access === 'public').map((call) => call.name)).toEqual([
      'OperatorLogin',
      'AcceptOperatorInvite',
    ]);
  });

  it('lets a cashier reach the counter and the till and nothing else', () => {
    expect(namesFor('cashier')).toEqual(
      [
        ...SESSION_CALLS,
        'IdentifyTillMember',
        'ListTillStores',
        'PayWithTillPoints',
        'RecordTillSale',
        'RefundTillSale',
        'VerifyCounterCode',
      ].sort(),
    );
  });

  it('lets content keep the catalogue, codes, articles, banners, products and cards, and read no member', () => {
    const categoryWork = ['Categories', 'Subcategories', 'Groups', 'Partners'].map((plural) => `List${plural}`);
    const referenceWrites = ['Category', 'Subcategory', 'Group', 'Partner'].flatMap((one) => [
      `Create${one}`,
      `Update${one}`,
    ]);
    expect(namesFor('content')).toEqual(
      [
        ...SESSION_CALLS,
        ...categoryWork,
        ...referenceWrites,
        'ChangePrivilegeStock',
        'CreateArticle',
        'CreateBanner',
        'CreateCardTemplate',
        'CreateCode',
        'CreateCodeBatch',
        'CreateFlashSale',
        'CreatePrivilege',
        'CreateProduct',
        'DeleteFlashSale',
        'DisableCode',
        'DisableCodeBatch',
        'DisableCodes',
        'EnableCode',
        'EnableCodes',
        'ExecuteImport',
        'ExportBatchCodes',
        'GetImport',
        'GetJob',
        'GetPrivilege',
        'ImportErrors',
        'ImportPartnerCodes',
        'IssueCards',
        'ListArticles',
        'ListBanners',
        'ListCardTemplates',
        'ListCodeBatches',
        'ListCodes',
        'ListFlashSales',
        'ListImports',
        'ListPrivileges',
        'ListProducts',
        'UpdateArticle',
        'UpdateBanner',
        'UpdatePrivilege',
        'UpdateProduct',
        'UploadArticleImage',
        'UploadBannerImage',
        'UploadCardTemplateImage',
        'UploadPrivilegeImage',
        'UploadProductCover',
        'UploadProductLogo',
      ].sort(),
    );
    const memberPaths = /^\/(members|receipts|adjustments|exports|dashboard|audit|shipments|till|counter)\b/;
    for (const call of adminCalls.filter((each) => isAllowedFor(each.access, 'content'))) {
      expect(call.path, call.name).not.toMatch(memberPaths);
    }
  });

  it('keeps staff reading everything but admin work, and the admin making every call', () => {
    const staffRefused = adminCalls.filter((call) => !isAllowedFor(call.access, 'staff'));
    expect(staffRefused.every((call) => call.access === 'admin' || call.access === 'content-edit')).toBe(true);
    expect(staffRefused.filter((call) => call.method === 'GET').map((call) => call.name)).toEqual([
      'ListApiClients',
      'ExportOperators',
      'ListOperators',
      // Tier thresholds are programme settings only admins change: their screen is the admins' alone.
      'ListTiers',
    ]);
    expect(adminCalls.every((call) => isAllowedFor(call.access, 'admin'))).toBe(true);
  });

  it('keeps point-adjustment imports from content, which imports partner codes and issues cards', () => {
    expect(importKindsFor('content', 'read')).toEqual(['partner-codes', 'card-issue']);
    expect(importKindsFor('content', 'write')).toEqual(['partner-codes', 'card-issue']);
    expect(importKindsFor('staff', 'read')).toEqual([...IMPORT_KINDS]);
    expect(importKindsFor('staff', 'write')).toEqual([]);
    expect(importKindsFor('admin', 'write')).toEqual([...IMPORT_KINDS]);
    expect(importKindsFor('cashier', 'read')).toEqual([]);
  });

  it('lets nobody signed out past sign-in', () => {
    for (const access of Object.keys(ADMIN_ACCESS_ROLES) as (keyof typeof ADMIN_ACCESS_ROLES)[]) {
      expect(isAllowedFor(access, null), access).toBe(false);
    }
    for (const role of OPERATOR_ROLES) expect(isAllowedFor('session', role), role).toBe(true);
  });
});
