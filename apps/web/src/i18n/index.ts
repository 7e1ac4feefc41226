// One i18next instance per language, both initialised synchronously from the bundled message
// files (they are small). The language route picks the instance with <I18nextProvider>, so a
// language switch never re-renders a page in the wrong language.
import { createInstance, type i18n as I18n } from 'i18next';
import type { Lang } from '../route-list.ts';
import de from './de.json';
import en from './en.json';

export const messages = { en, de } as const;

function create(lang: Lang): I18n {
  const instance = createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: false,
    supportedLngs: ['en', 'de'],
    resources: { [lang]: { translation: messages[lang] } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export const i18nFor: Record<Lang, I18n> = { en: create('en'), de: create('de') };
