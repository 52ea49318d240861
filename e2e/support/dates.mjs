/**
 * Today where the demo Coastal products rate (Australia/Brisbane), `YYYY-MM-DD`. Not the UTC
 * date: from 14:00 UTC Brisbane is already tomorrow, and a broker's inception "today" in UTC is
 * then backdated, which refers the risk instead of quoting it.
 */
export const productToday = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Australia/Brisbane",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

const MONTHS = [
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
];

/** A `YYYY-MM-DD` date as the date fields show it (SPEC §9, `MMMM D, YYYY`). */
export const fieldDate = (iso) => {
  const [year, month, day] = iso.split("-").map(Number);
  return `${MONTHS[month - 1]} ${day}, ${year}`;
};

/** Types a `YYYY-MM-DD` date into a date field, closes its calendar and leaves the field. */
export async function fillDate(field, iso) {
  await field.fill(iso);
  await field.press("Escape");
  await field.blur();
}

/** A local Date as `YYYY-MM-DD`. */
export const isoDate = (d) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
