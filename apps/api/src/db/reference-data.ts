import { getDistricts, getProvinces, getSubDistricts } from 'thai-address-universal';
import type { Orm } from './client.js';
import { CHOICE_LISTS } from './reference/choice-lists.js';
import { CONSENT_DOCUMENTS } from './reference/consent-documents.js';
import { consentDocuments, dataListItems } from './schema.js';

type DataListRow = typeof dataListItems.$inferInsert;

/**
 * Thai provinces, districts and sub-districts with postal codes from `thai-address-universal` (official
 * geocodes as ids, Thai and English names). A sub-district with several postal codes keeps the first.
 */
async function thaiAddressRows(): Promise<DataListRow[]> {
  const rows: DataListRow[] = [];
  const provinces = await getProvinces();
  for (const province of provinces) {
    rows.push({
      type: 'province',
      id: Number(province.code),
      code: province.code,
      nameTh: province.nameTh,
      nameEn: province.nameEn,
    });
    for (const district of await getDistricts(province.code)) {
      const districtId = Number(district.code);
      rows.push({
        type: 'district',
        id: districtId,
        code: district.code,
        nameTh: district.nameTh,
        nameEn: district.nameEn,
        parentId: Number(province.code),
      });
      for (const sub of await getSubDistricts(district.code)) {
        rows.push({
          type: 'sub_district',
          id: Number(sub.code),
          code: sub.code,
          nameTh: sub.nameTh,
          nameEn: sub.nameEn,
          parentId: districtId,
          postalCode: sub.postalCode ?? null,
        });
      }
    }
  }
  return rows;
}

function choiceRows(): DataListRow[] {
  return Object.entries(CHOICE_LISTS).flatMap(([type, choices]) =>
    choices.map((choice, index) => ({
      type,
      id: index + 1,
      code: choice.code,
      nameTh: choice.th,
      nameEn: choice.en,
      sort: index,
    })),
  );
}

const BATCH = 1000;

/**
 * Reference data every environment needs (production too), loaded after the migrations: what is
 * missing is added, nothing existing is changed (a new consent version is a new row).
 */
export async function loadReferenceData(orm: Orm): Promise<void> {
  const [existing] = await orm.select({ id: dataListItems.id }).from(dataListItems).limit(1);
  if (!existing) {
    const rows = [...(await thaiAddressRows()), ...choiceRows()];
    await orm.transaction(async (tx) => {
      for (let start = 0; start < rows.length; start += BATCH) {
        await tx
          .insert(dataListItems)
          .values(rows.slice(start, start + BATCH))
          .onConflictDoNothing();
      }
    });
  }
  await orm
    .insert(consentDocuments)
    .values(CONSENT_DOCUMENTS.map((document) => ({ ...document, publishedAt: new Date(document.publishedAt) })))
    .onConflictDoNothing();
}
