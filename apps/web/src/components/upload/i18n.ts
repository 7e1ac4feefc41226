// Registers the `upload` namespace (messages.en.json / messages.de.json) on both language
// instances. Imported by every upload component, so using one is enough to have its texts.
import { i18nFor } from '../../i18n/index.ts';
import de from './messages.de.json';
import en from './messages.en.json';

export const UPLOAD_NS = 'upload';
export const uploadMessages = { en, de } as const;

for (const lang of ['en', 'de'] as const) {
  if (!i18nFor[lang].hasResourceBundle(lang, UPLOAD_NS)) {
    i18nFor[lang].addResourceBundle(lang, UPLOAD_NS, uploadMessages[lang], true, true);
  }
}
