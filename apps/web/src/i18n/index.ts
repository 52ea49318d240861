import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./en/index.ts";

export const defaultLanguage = "en";

void i18next.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** Translate outside React (base query, toasts). */
export const t = i18next.t.bind(i18next);
export { i18next };
