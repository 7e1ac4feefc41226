// Registers the `account` namespace (messages.en.json / messages.de.json) on both languages.
import { i18nFor } from '../../i18n/index.ts';
import de from './messages.de.json';
import en from './messages.en.json';

export const ACCOUNT_NS = 'account';
export const accountMessages = { en, de } as const;

for (const lang of ['en', 'de'] as const) {
  if (!i18nFor[lang].hasResourceBundle(lang, ACCOUNT_NS)) {
    i18nFor[lang].addResourceBundle(lang, ACCOUNT_NS, accountMessages[lang], true, true);
  }
}
