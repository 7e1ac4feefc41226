// Registers the `converter` namespace (messages.en.json / messages.de.json) on both language
// instances; imported by the converter feature, so the pages need nothing else.
import { i18nFor } from '../../i18n/index.ts';
import de from './messages.de.json';
import en from './messages.en.json';

export const CONVERTER_NS = 'converter';
export const converterMessages = { en, de } as const;

for (const lang of ['en', 'de'] as const) {
  if (!i18nFor[lang].hasResourceBundle(lang, CONVERTER_NS)) {
    i18nFor[lang].addResourceBundle(lang, CONVERTER_NS, converterMessages[lang], true, true);
  }
}
