import "../../../i18n/strings/agreements.ts";
import { ActionIcon, Button, Group, Text, Tooltip } from "@mantine/core";
import { IconCircleCheck, IconPlus, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { messages } from "../../../domain.ts";
import { formatPercent } from "../format.ts";

/** Removes one syndicate's share (disabled for the last one). */
export function RemoveShareButton({
  disabled,
  onClick,
}: {
  disabled: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t("agreements.riskCodes.removeSyndicate")}>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        aria-label={t("agreements.riskCodes.removeSyndicate")}
        disabled={disabled}
        onClick={onClick}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Below a list of syndicate shares: the add button, the live total (100% or the message) and
 * the list's own error (e.g. none chosen; the total message is shown live instead).
 */
export function SharesFooter({
  readOnly,
  onAdd,
  total,
  totalIsRight,
  testId,
  listError,
}: {
  readOnly: boolean;
  onAdd: () => void;
  total: number;
  totalIsRight: boolean;
  testId: string;
  listError: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="sm">
        {!readOnly ? (
          <Button
            variant="light"
            size="compact-md"
            leftSection={<IconPlus size={14} />}
            onClick={onAdd}
          >
            {t("agreements.riskCodes.addSyndicate")}
          </Button>
        ) : (
          <span />
        )}
        <Group gap={6} role="status" aria-live="polite" data-testid={testId}>
          {totalIsRight && <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" />}
          <Text fw={600} c={totalIsRight ? "teal.7" : "red.7"}>
            {t("agreements.riskCodes.total")}: {formatPercent(total)}
          </Text>
          {!totalIsRight && (
            <Text size="sm" c="red.7">
              {messages.totalMustBe100}
            </Text>
          )}
        </Group>
      </Group>
      {listError && listError !== messages.totalMustBe100 && (
        <Text size="sm" c="red.7">
          {listError}
        </Text>
      )}
    </>
  );
}
