import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../../modules/articles/article-html.js';
import { CONSENT_DOCUMENTS } from './consent-documents.js';

describe('the reference consent documents', () => {
  it('are HTML paragraphs the article allow-list keeps unchanged, as a published version is', () => {
    for (const document of CONSENT_DOCUMENTS) {
      for (const body of [document.bodyTh, document.bodyEn]) {
        expect(body.startsWith('<p>')).toBe(true);
        expect(sanitizeArticleHtml(body)).toBe(body);
      }
    }
  });
});
