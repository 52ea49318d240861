import { type Country, countries } from "@platform/domain/enums";

/**
 * Countries by name wherever the web shows one ("Australia", never "AU"); the code is only the
 * value a select sends.
 */
const countryNames: Record<Country, string> = { AU: "Australia", NZ: "New Zealand" };

/** The name of a country code ("AU" → "Australia"); an unknown code as given. */
export function countryName(code: string | null | undefined): string {
  if (!code) return "";
  return countryNames[code as Country] ?? code;
}

/** The market's countries as select options: the code as the value, the name as the label. */
export const countryOptions = countries.map((code) => ({ value: code, label: countryName(code) }));
