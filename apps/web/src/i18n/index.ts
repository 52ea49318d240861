import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { auth } from "./en/auth.ts";
import { common } from "./en/common.ts";
import { errors } from "./en/errors.ts";
import type { en } from "./en/index.ts";
import { shell } from "./en/shell.ts";

export const defaultLanguage = "en";

/**
 * The strings every page may need (shell, sign-in, error views, common words) load with the
 * entry chunk. The other areas' strings load with the modules that use them: such a module
 * imports `./strings/<area>.ts`, which adds them before anything can render (strings.test.ts
 * checks that every module naming a key of an area imports it).
 */
void i18next.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  resources: { en: { translation: { common, errors, shell, auth } } },
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});

/** Adds an area's strings to the catalogue (`./strings/<area>.ts`). */
export function addStrings(strings: Partial<typeof en>) {
  i18next.addResourceBundle(defaultLanguage, "translation", strings, true, false);
}

/** Translate outside React (base query, toasts). */
export const t = i18next.t.bind(i18next);
export { i18next };
