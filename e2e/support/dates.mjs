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
