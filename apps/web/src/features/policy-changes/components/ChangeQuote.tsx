import "../../../i18n/strings/policyChanges.ts";
import "../../../i18n/strings/premium.ts";
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { PremiumBreakdown } from "@platform/domain/rating/premium";
import { sumBreakdowns } from "@platform/domain/rating/term-premium";
import type { TRiskPackageView, TRiskTransactionView } from "@platform/domain/risks/views";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../ui/formatDate.ts";
import { money, PremiumTable } from "../../../ui/premium/PremiumTable.tsx";

const QUOTED = 3;
const isBreakdown = (b: PremiumBreakdown | null): b is PremiumBreakdown => b !== null;

/** The change in progress: each product's premium change line by line, then bind or withdraw. */
export function ChangeQuote({
  risk,
  busy,
  error,
  onBind,
  onWithdraw,
}: {
  risk: TRiskPackageView;
  busy: "bind" | "withdraw" | null;
  error: string | null;
  onBind: () => void;
  onWithdraw: () => void;
}) {
  const { t } = useTranslation();
  const [declaration, setDeclaration] = useState(false);
  const [missing, setMissing] = useState(false);
  const latest = risk.risks.flatMap((r) => {
    const tx = r.transactions.at(-1);
    return tx && tx.status === risk.transactionStatus ? [{ name: r.productName, tx }] : [];
  });
  const changes = latest.flatMap(({ tx }) => (tx.premium ? [tx.premium] : []));
  const total = sumBreakdowns(changes)?.amountPayable ?? "0.00";
  // The term as it will read once the change is bound: what is bound plus this change.
  const after = sumBreakdowns([risk.termPremium, ...changes].filter(isBreakdown));
  const heading = total.startsWith("-")
    ? t("policyChanges.return")
    : total !== "0.00"
      ? t("policyChanges.additional")
      : t("policyChanges.noChange");
  const quoted = risk.transactionStatus === QUOTED;
  const expires = latest[0]?.tx.quoteExpiresAt;
  return (
    <Stack gap="md" data-testid="change-quote">
      <Group justify="space-between" wrap="wrap">
        <Title order={2} fz="lg">
          {heading}
        </Title>
        <Text ff="monospace" fw={700} data-testid="change-total">
          {t("policyChanges.total")} {money(total)}
        </Text>
      </Group>
      {after && (
        <Text size="sm" ta="right" ff="monospace" data-testid="change-term-after">
          {t("premium.term.afterChange", { amount: money(after.grossPremium) })}
        </Text>
      )}
      <Alert color={quoted ? "blue" : "yellow"} data-testid="change-status">
        {quoted ? t("policyChanges.quoted") : t("policyChanges.referred")}
        {quoted && expires && (
          <Text size="sm" mt={4}>
            {t("policyChanges.quoteExpires", {
              date: formatDate(expires),
            })}
          </Text>
        )}
      </Alert>
      {latest.map(({ name, tx }) => (
        <ChangeLines key={tx.id} name={name} tx={tx} />
      ))}
      {error && (
        <Alert color="red" data-testid="change-error">
          {error}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        <Button
          variant="default"
          color="red"
          loading={busy === "withdraw"}
          onClick={onWithdraw}
          data-testid="change-withdraw"
        >
          {t("policyChanges.withdraw")}
        </Button>
        {quoted && (
          <Group gap="sm" wrap="wrap">
            <Checkbox
              label={t("policyChanges.declaration")}
              checked={declaration}
              onChange={(event) => {
                setDeclaration(event.currentTarget.checked);
                setMissing(false);
              }}
              error={missing ? t("policyChanges.declarationRequired") : undefined}
              data-testid="change-declaration"
            />
            <Button
              color="green"
              loading={busy === "bind"}
              onClick={() => (declaration ? onBind() : setMissing(true))}
              data-testid="change-bind"
            >
              {t("policyChanges.bind")}
            </Button>
          </Group>
        )}
      </Group>
    </Stack>
  );
}

function ChangeLines({ name, tx }: { name: string; tx: TRiskTransactionView }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }} data-testid="change-lines">
      <Text fw={600} mb="xs">
        {t("policyChanges.lineByLine", { product: name })}
      </Text>
      {tx.premium ? (
        <PremiumTable premium={tx.premium} testId="change-premium" />
      ) : (
        <Text size="sm" c="dimmed">
          {t("policyChanges.noChange")}
        </Text>
      )}
    </Paper>
  );
}
