// Registers the `xmlTools` namespace (messages.en.json / messages.de.json) on both language instances.
import { i18nFor } from '../../i18n/index.ts';
import de from './messages.de.json';
import en from './messages.en.json';

export const XML_NS = 'xmlTools';
export const xmlToolsMessages = { en, de } as const;

for (const lang of ['en', 'de'] as const) {
  if (!i18nFor[lang].hasResourceBundle(lang, XML_NS)) {
    i18nFor[lang].addResourceBundle(lang, XML_NS, xmlToolsMessages[lang], true, true);
  }
}
