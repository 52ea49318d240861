/** Reading pg-boss's job table (`pgboss.job`, the queues' own rows in the app's database). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
