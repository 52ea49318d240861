import { Box, Group, Stack, Text, Tooltip } from "@mantine/core";
import { formatCurrency } from "@platform/domain/format";
import { useEffect, useRef } from "react";

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString("en-AU", {
    month: "short",
    year: "2-digit",
    timeZone: "UTC",
  });

/**
 * Written premium by month as bars (plain elements, no chart library): a bar's height is its
 * month's gross against the largest month; a negative month (returns past additions) draws in
 * red. Each bar names its month and amount for screen readers. Months after this one cannot
 * have anything bound yet, so they are left out; when the bars are wider than the panel (a
 * phone, a long period) the chart opens scrolled to the latest month.
 */
export function MonthChart({
  months,
  currency,
  emptyText,
}: {
  months: { month: string; grossPremium: string; transactions: number }[];
  currency: string;
  emptyText: string;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const now = new Date();
  const thisMonth = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}`;
  const shown = months.filter((m) => m.month <= thisMonth || m.transactions > 0);
  useEffect(() => {
    const toLatest = () => {
      const box = scroller.current;
      if (box) box.scrollLeft = box.scrollWidth;
    };
    toLatest();
    // A phone turned or a window narrowed: keep the latest month in view.
    window.addEventListener("resize", toLatest);
    return () => window.removeEventListener("resize", toLatest);
  });
  // Bar heights only: the amounts shown are the server's decimal strings.
  const values = shown.map((m) => Number(m.grossPremium));
  const largest = Math.max(...values.map(Math.abs), 0);
  if (largest === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Box ref={scroller} style={{ overflowX: "auto" }}>
      {/* Columns at least as wide as a label ("Nov 26"): a narrower first one was cut at the edge. */}
      <Group gap={6} align="flex-end" wrap="nowrap" h={180} role="list" miw={shown.length * 54}>
        {shown.map((m, i) => {
          const value = values[i] ?? 0;
          const amount = formatCurrency(m.grossPremium, currency, { fixedScale: true });
          return (
            <Tooltip key={m.month} label={`${monthLabel(m.month)}: ${amount}`}>
              <Stack
                gap={4}
                align="center"
                justify="flex-end"
                h="100%"
                style={{ flex: "1 0 48px" }}
                role="listitem"
                aria-label={`${monthLabel(m.month)}: ${amount}`}
              >
                <Box
                  w="100%"
                  h={`${Math.max(2, (Math.abs(value) / largest) * 140)}px`}
                  bg={value < 0 ? "red.6" : "teal.6"}
                  style={{ borderRadius: 4 }}
                />
                <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                  {monthLabel(m.month)}
                </Text>
              </Stack>
            </Tooltip>
          );
        })}
      </Group>
    </Box>
  );
}
