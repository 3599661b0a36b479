import { writeFileSync } from 'node:fs';
import { OPENAPI_FILE, openApiFileText, servedOpenApiDocument } from '../plugins/external/openapi-document.js';

/** The process behind `npm run openapi`: writes the served OpenAPI document to `docs/openapi.json`. */
const text = openApiFileText(await servedOpenApiDocument());
writeFileSync(OPENAPI_FILE, text);
console.log(`Wrote ${OPENAPI_FILE} (${text.length} bytes)`);
