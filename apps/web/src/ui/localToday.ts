/** The user's calendar date (`YYYY-MM-DD`) in their own time zone; never the UTC date of `toISOString`. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
