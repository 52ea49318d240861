import "../../../i18n/strings/risks.ts";
import {
  Anchor,
  Card,
  Group,
  Menu,
  Paper,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from "@mantine/core";
import type { TRiskListItem, TUnderwritingStatusRef } from "@platform/domain/risks/views";
import { IconDots } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PolicyStatusBadge } from "../../../ui/PolicyStatusBadge.tsx";
import { money } from "../../../ui/premium/PremiumTable.tsx";

const NONE = "none";

/**
 * The column (board) view: one column per underwriting status, plus "No status". A card is
 * dragged to another column (or moved with its menu, on touch screens and by keyboard).
 */
export function RiskBoard({
  rows,
  statuses,
  canMove,
  onMove,
}: {
  rows: TRiskListItem[];
  statuses: TUnderwritingStatusRef[];
  canMove: boolean;
  onMove: (risk: TRiskListItem, status: TUnderwritingStatusRef | null) => void;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState<string | null>(null);
  const columns: { key: string; status: TUnderwritingStatusRef | null }[] = [
    { key: NONE, status: null },
    ...statuses.map((status) => ({ key: String(status.id), status })),
  ];
  const drop = (status: TUnderwritingStatusRef | null, riskId: number) => {
    setOver(null);
    const risk = rows.find((row) => row.id === riskId);
    if (risk && (risk.underwritingStatus?.id ?? null) !== (status?.id ?? null))
      onMove(risk, status);
  };
  return (
    <ScrollArea type="auto" offsetScrollbars data-testid="risk-board">
      <Group align="flex-start" wrap="nowrap" gap="md" pb="sm">
        {columns.map(({ key, status }) => {
          const cards = rows.filter((row) => String(row.underwritingStatus?.id ?? NONE) === key);
          return (
            <Paper
              key={key}
              withBorder
              radius="md"
              p="sm"
              w={280}
              miw={280}
              bg={over === key ? "var(--mantine-color-default-hover)" : undefined}
              style={{ borderTop: `4px solid ${status?.colour ?? "var(--mantine-color-gray-4)"}` }}
              onDragOver={(event) => {
                if (!canMove) return;
                event.preventDefault();
                setOver(key);
              }}
              onDragLeave={() => setOver(null)}
              onDrop={(event) => {
                event.preventDefault();
                drop(status, Number(event.dataTransfer.getData("text/plain")));
              }}
              data-testid={`board-column-${key}`}
            >
              <Group justify="space-between" mb="sm">
                <Text fw={600} size="sm">
                  {status?.name ?? t("risks.list.board.noStatus")}
                </Text>
                <Text size="xs" c="dimmed">
                  {cards.length}
                </Text>
              </Group>
              <Stack gap="xs" mih={60}>
                {cards.length === 0 && (
                  <Text size="xs" c="dimmed" ta="center" py="md">
                    {t("risks.list.board.empty")}
                  </Text>
                )}
                {cards.map((row) => (
                  <Card
                    key={row.id}
                    withBorder
                    padding="xs"
                    radius="sm"
                    draggable={canMove}
                    onDragStart={(event) =>
                      event.dataTransfer.setData("text/plain", String(row.id))
                    }
                    style={{ cursor: canMove ? "grab" : undefined }}
                    data-testid="board-card"
                  >
                    <Group justify="space-between" wrap="nowrap" gap={4}>
                      <Anchor
                        component={Link}
                        to={`/risks/${row.id}`}
                        size="sm"
                        fw={600}
                        ff="monospace"
                      >
                        {row.reference}
                      </Anchor>
                      {canMove && (
                        <Menu position="bottom-end" withinPortal>
                          <Menu.Target>
                            <UnstyledButton aria-label={t("risks.list.board.moveTo")}>
                              <IconDots size={16} />
                            </UnstyledButton>
                          </Menu.Target>
                          <Menu.Dropdown>
                            <Menu.Label>{t("risks.list.board.moveTo")}</Menu.Label>
                            {columns
                              .filter((column) => column.key !== key)
                              .map((column) => (
                                <Menu.Item
                                  key={column.key}
                                  onClick={() => drop(column.status, row.id)}
                                >
                                  {column.status?.name ?? t("risks.list.board.noStatus")}
                                </Menu.Item>
                              ))}
                          </Menu.Dropdown>
                        </Menu>
                      )}
                    </Group>
                    <Text size="sm" lineClamp={1}>
                      {row.insuredName}
                    </Text>
                    <Group justify="space-between" mt={4} gap={4}>
                      <PolicyStatusBadge status={row.policyStatus} />
                      <Text size="xs" ff="monospace">
                        {money(row.grossPremium)}
                      </Text>
                    </Group>
                  </Card>
                ))}
              </Stack>
            </Paper>
          );
        })}
      </Group>
    </ScrollArea>
  );
}
