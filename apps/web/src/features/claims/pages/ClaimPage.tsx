import "../../../i18n/strings/claims.ts";
import { Badge, Container, Grid, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import type { TClaimView } from "@platform/domain/claims/schemas";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useParams } from "react-router";
import { useRepresentingCompany } from "../../../app/session/useRepresentingCompany.ts";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { formatIsoDate } from "../../../ui/formatDate.ts";
import { formatMessageTime } from "../../../ui/formatMessageTime.ts";
import { ListPager } from "../../../ui/ListPager.tsx";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useClaimMovementsQuery, useClaimTimelineQuery, useGetClaimQuery } from "../api.ts";
import { ClaimActions } from "../components/ClaimActions.tsx";
import { statusColour } from "../components/ClaimList.tsx";
import { ClaimDocuments } from "../documents/ClaimDocuments.tsx";
import { ClaimFees } from "../fees/ClaimFees.tsx";
import { money } from "../format.ts";

function Totals({ totals }: { totals: NonNullable<TClaimView["totals"]> }) {
  const { t } = useTranslation();
  const rows = (["indemnity", "fees", "total"] as const).map((c) => (
    <Table.Tr key={c}>
      <Table.Td>{c === "total" ? t("claims.totals.total") : t(`claims.movement.${c}`)}</Table.Td>
      <Table.Td ta="right">{money(totals[c].paid)}</Table.Td>
      <Table.Td ta="right">{money(totals[c].outstanding)}</Table.Td>
      <Table.Td ta="right" fw={600} data-testid={`incurred-${c}`}>
        {money(totals[c].incurred)}
      </Table.Td>
    </Table.Tr>
  ));
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table data-testid="claim-totals" horizontalSpacing={6} fz={{ base: "xs", sm: "sm" }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th ta="right">{t("claims.totals.paid")}</Table.Th>
            <Table.Th ta="right">{t("claims.totals.outstanding")}</Table.Th>
            <Table.Th ta="right">{t("claims.totals.incurred")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{rows}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** `money`: the acting company reads the reserves and payments (not the insured). */
function History({
  companyId,
  id,
  money: withMoney,
}: {
  companyId: number;
  id: number;
  money: boolean;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [timelinePage, setTimelinePage] = useState(1);
  const movements = useClaimMovementsQuery({ companyId, id, page }, { skip: !withMoney });
  const timeline = useClaimTimelineQuery({ companyId, id, page: timelinePage });
  return (
    <Stack gap="md">
      {withMoney && (
        <>
          <Title order={2} fz="lg">
            {t("claims.movements")}
          </Title>
          <QueryPanel
            isLoading={movements.isLoading}
            error={movements.error}
            item={t("claims.movements")}
          >
            {movements.data?.data.length ? (
              <Stack gap={4} data-testid="movement-list">
                {movements.data.data.map((m) => (
                  <Text key={m.id} size="sm">
                    {formatIsoDate(m.movementDate)} · {t(`claims.movement.${m.kind}`)} ·{" "}
                    {t(`claims.movement.${m.category}`)} · {money(m.amount)}{" "}
                    {m.company ? `· ${m.company.name}` : ""}
                    {m.note ? ` · ${m.note}` : ""}
                  </Text>
                ))}
                <ListPager meta={movements.data.meta} onChange={setPage} />
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                {t("claims.noMovements")}
              </Text>
            )}
          </QueryPanel>
        </>
      )}
      <Title order={2} fz="lg">
        {t("claims.timeline")}
      </Title>
      <QueryPanel isLoading={timeline.isLoading} error={timeline.error} item={t("claims.timeline")}>
        <Stack gap={4} data-testid="claim-timeline">
          {timeline.data?.data.map((e) => (
            <Text key={e.id} size="sm">
              <Text span c="dimmed" size="xs">
                {formatMessageTime(e.at)} · {e.actor?.name ?? "—"}
              </Text>{" "}
              {e.description}
            </Text>
          ))}
          <ListPager meta={timeline.data?.meta} onChange={setTimelinePage} />
        </Stack>
      </QueryPanel>
    </Stack>
  );
}

/** One claim or incident (`/claims/:claimId`, and `/incidents/:claimId` for a legal firm). */
export function ClaimPage() {
  const { t } = useTranslation();
  const { claimId } = useParams();
  const { pathname } = useLocation();
  const base = pathname.startsWith("/incidents") ? "/incidents" : "/claims";
  const { id: companyId } = useRepresentingCompany();
  const id = Number(claimId);
  const query = useGetClaimQuery(
    { companyId: companyId ?? 0, id },
    { skip: companyId === null || !Number.isInteger(id) },
  );
  const claim = query.data;
  useDocumentTitle(claim?.reference ?? t("claims.title"));
  return (
    <Container size="lg" py={{ base: "md", sm: 40 }} px={{ base: "xs", sm: "md" }}>
      <QueryPanel
        isLoading={query.isLoading}
        error={query.error ?? (!Number.isInteger(id) ? { status: 404 } : null)}
        item={t("claims.item")}
        onRetry={query.refetch}
      >
        {claim && companyId !== null && (
          <Stack gap="lg">
            <Group justify="space-between" wrap="wrap">
              <Group gap="xs">
                <Title order={1} fz={{ base: "xl", sm: "h2" }} data-testid="claim-reference">
                  {claim.reference}
                </Title>
                <Badge variant="light" color={claim.kind === "incident" ? "grape" : "blue"}>
                  {t(`claims.kind.${claim.kind}`)}
                </Badge>
              </Group>
              <Badge
                size="lg"
                color={statusColour[claim.status] ?? "gray"}
                data-testid="claim-status"
              >
                {t(`claims.status.${claim.status as "open"}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {claim.policy
                ? `${t("claims.policy", { number: claim.policy.policyNumber ?? claim.policy.reference })} · ${claim.policy.insuredName}`
                : t("claims.noPolicy")}{" "}
              ·{" "}
              {claim.legalCompany
                ? t("claims.legal", { name: claim.legalCompany.name })
                : t("claims.noLegal")}
            </Text>
            <Grid gutter="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="md">
                  <Paper withBorder radius="md" p="md">
                    <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                      {claim.description}
                    </Text>
                    <Text size="xs" c="dimmed" mt="xs">
                      {t("claims.field.dateOfLoss")}: {formatIsoDate(claim.dateOfLoss)} ·{" "}
                      {t("claims.field.dateFirstAdvised")}: {formatIsoDate(claim.dateFirstAdvised)}
                      {claim.claimant ? ` · ${t("claims.field.claimant")}: ${claim.claimant}` : ""}
                      {claim.cause ? ` · ${t("claims.field.cause")}: ${claim.cause}` : ""}
                      {claim.estimate
                        ? ` · ${t("claims.field.estimate")}: ${money(claim.estimate)}`
                        : ""}
                    </Text>
                    {claim.parties.map((p) => (
                      <Text key={`${p.name}-${p.role}`} size="xs">
                        {p.name}
                        {p.role ? ` (${p.role})` : ""}
                      </Text>
                    ))}
                    {claim.advice && (
                      <Text size="sm" mt="xs" style={{ whiteSpace: "pre-wrap" }}>
                        {t("claims.field.advice")}: {claim.advice}
                      </Text>
                    )}
                  </Paper>
                  {claim.kind === "claim" && claim.totals && <Totals totals={claim.totals} />}
                  <History companyId={companyId} id={claim.id} money={claim.totals !== null} />
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="md">
                  <ClaimActions companyId={companyId} claim={claim} base={base} />
                  <ClaimFees companyId={companyId} claim={claim} />
                  <ClaimDocuments companyId={companyId} claim={claim} />
                </Stack>
              </Grid.Col>
            </Grid>
          </Stack>
        )}
      </QueryPanel>
    </Container>
  );
}
