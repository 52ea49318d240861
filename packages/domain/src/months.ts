/**
 * The months' English names, January first. A module of its own (no imports), so the web app's
 * first route can write dates without loading the decimal code beside the document formatters.
 */
export const monthNames = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;
