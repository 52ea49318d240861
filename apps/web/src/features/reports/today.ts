/** The user's calendar date (`YYYY-MM-DD`), the "today" of the report date rules (SPEC §5). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
