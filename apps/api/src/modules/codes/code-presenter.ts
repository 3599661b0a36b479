import type { CodePreview, Language } from '@loyalty/contracts';
import type { PointCodeRow } from './code-repository.js';

export function presentCode(code: PointCodeRow, language: Language): CodePreview {
  const thai = language === 'th';
  return {
    code: code.code,
    points: code.points,
    title: thai ? code.titleTh : code.titleEn,
    description: thai ? code.descriptionTh : code.descriptionEn,
    valid_until: code.endsAt.toISOString(),
  };
}
