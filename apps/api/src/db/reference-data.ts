import type { Orm } from './client.js';
import { CHOICE_LISTS } from './reference/choice-lists.js';
import { CONSENT_DOCUMENTS } from './reference/consent-documents.js';
import { thaiPlaceRows } from './reference/thai-places.js';
import { consentDocuments, dataListItems } from './schema.js';
import { syncThaiPlaces } from './sync-thai-places.js';

function choiceRows() {
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

/**
 * Reference data every environment needs (production too), loaded after the migrations. The Thai
 * places follow the official dataset (missing rows added, wrong names corrected); for the choice lists
 * and consent documents what is missing is added and nothing existing is changed (a new consent
 * version is a new row).
 */
export async function loadReferenceData(orm: Orm): Promise<void> {
  await orm.transaction(async (tx) => {
    await syncThaiPlaces(tx, thaiPlaceRows());
    await tx.insert(dataListItems).values(choiceRows()).onConflictDoNothing();
  });
  await orm
    .insert(consentDocuments)
    .values(CONSENT_DOCUMENTS.map((document) => ({ ...document, publishedAt: new Date(document.publishedAt) })))
    .onConflictDoNothing();
}
