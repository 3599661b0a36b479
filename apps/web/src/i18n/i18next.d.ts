import 'i18next';
import type { LanguageResources } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: LanguageResources;
  }
}
