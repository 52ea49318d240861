import "../../../i18n/strings/claims.ts";
import "../../../i18n/strings/risks.ts";
import { Accordion, Badge, Container, Grid, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { TermPremium } from "../../../ui/premium/TermPremium.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useGetRiskQuery } from "../api.ts";
import { RiskActions } from "../components/RiskActions.tsx";
import { RiskHeader } from "../components/RiskHeader.tsx";
import { TransactionItem } from "../components/TransactionCard.tsx";
import { RiskDocuments } from "../documents/RiskDocuments.tsx";
import { RiskEmails } from "../documents/RiskEmails.tsx";
import { useRiskSide } from "../useRiskSide.ts";
import { MessagesThread } from "../workbench/MessagesThread.tsx";
import { Workbench } from "../workbench/Workbench.tsx";

/**
 * `/risks/:riskId`: the package's header, each risk's transactions with their premium
 * breakdown, the actions the user may take, and for the underwriter the workbench. A broker
 * sees the message thread only: never notes, formulas or the timeline.
 */
export function RiskDetailPage({
  extras,
  claims,
}: {
  /** Panels other features add below the transactions (app/ composes them: renewals, proposals). */
  extras?: (context: { companyId: number; risk: TRiskPackageView; asBroker: boolean }) => ReactNode;
  /** The claims tab's content, composed by app/ (the claims feature owns it). */
  claims?: (risk: TRiskPackageView, companyId: number) => ReactNode;
} = {}) {
  const { t } = useTranslation();
  const { riskId } = useParams();
  const side = useRiskSide();
  const id = Number(riskId);
  const query = useGetRiskQuery(
    { companyId: side.companyId ?? 0, id },
    { skip: side.companyId === null || !Number.isInteger(id) },
  );
  const risk = query.data;
  useDocumentTitle(risk ? `${risk.reference} · ${risk.insured.name}` : t("risks.list.title"));
  const companyId = side.companyId ?? 0;
  // The server says whether the user is on the underwriting side (notes, formulas, timeline).
  const internal = Boolean(risk?.can.readInternal);
  return (
    <Container size="xl" py={{ base: "lg", sm: 40 }}>
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error ?? (!Number.isInteger(id) ? { status: 404 } : null)}
        item={t("risks.item")}
        onRetry={query.refetch}
      >
        {risk && (
          <Stack gap="lg">
            <RiskHeader risk={risk} />
            <RiskActions companyId={companyId} risk={risk} />
            <Grid gutter="lg">
              <Grid.Col span={{ base: 12, lg: internal ? 7 : side.asBroker ? 8 : 12 }}>
                <Stack gap="md">
                  {risk.termPremium && <TermPremium premium={risk.termPremium} />}
                  <Title order={2} fz="lg">
                    {t("risks.detail.transactions")}
                  </Title>
                  {risk.risks.map((r) => (
                    <Paper
                      key={r.id}
                      withBorder
                      radius="md"
                      p={{ base: "xs", sm: "md" }}
                      data-testid="risk-product"
                    >
                      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
                        <Text fw={600}>{r.productName}</Text>
                        <Group gap={6}>
                          <Badge variant="light" color="gray">
                            {r.productKind === 1 ? t("risks.detail.main") : t("risks.detail.addOn")}
                          </Badge>
                          <Badge variant="outline" color="gray">
                            {t("risks.detail.version", { number: r.productVersionNumber })}
                          </Badge>
                        </Group>
                      </Group>
                      <Accordion
                        multiple
                        variant="separated"
                        defaultValue={r.transactions.slice(-1).map((tx) => String(tx.id))}
                      >
                        {r.transactions.map((tx) => (
                          <TransactionItem key={tx.id} tx={tx} />
                        ))}
                      </Accordion>
                    </Paper>
                  ))}
                  <RiskDocuments companyId={companyId} riskId={risk.id} />
                  {risk.can.readEmails && (
                    <RiskEmails companyId={companyId} riskId={risk.id} canSend={internal} />
                  )}
                  {extras?.({ companyId, risk, asBroker: side.asBroker })}
                </Stack>
              </Grid.Col>
              {(internal || side.asBroker) && (
                <Grid.Col span={{ base: 12, lg: internal ? 5 : 4 }}>
                  {internal ? (
                    <Workbench
                      companyId={companyId}
                      risk={risk}
                      claims={claims?.(risk, companyId)}
                    />
                  ) : (
                    <Paper withBorder radius="md" p="md" data-testid="broker-messages">
                      <Title order={2} fz="lg" mb="sm">
                        {t("risks.workbench.messages")}
                      </Title>
                      <MessagesThread
                        companyId={companyId}
                        riskId={risk.id}
                        asBroker
                        canSend={risk.can.message}
                      />
                      {claims && (
                        <>
                          <Title order={2} fz="lg" mt="lg" mb="sm">
                            {t("claims.tab")}
                          </Title>
                          {claims(risk, companyId)}
                        </>
                      )}
                    </Paper>
                  )}
                </Grid.Col>
              )}
            </Grid>
          </Stack>
        )}
      </QueryPanel>
    </Container>
  );
}
