/** A percentage total for display: at most four decimals, no trailing zeros. */
export function formatPercent(value: number): string {
  return `${Number(value.toFixed(4))}%`;
}
