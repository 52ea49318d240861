import "../../../i18n/strings/policyChanges.ts";
import "../../../i18n/strings/risks.ts";
import { Alert, Anchor, Container, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { apiErrorBody, fieldErrors } from "../../../api/apiErrors.ts";
import { useRepresentingCompany } from "../../../app/session/useRepresentingCompany.ts";
import { QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import {
  type PolicyChange,
  useChangePolicyMutation,
  usePolicyChangeOptionsQuery,
  usePolicyRiskQuery,
} from "../api.ts";
import { AdjustForm, CancelForm, ReinstateForm } from "../components/ChangeForms.tsx";
import { ChangeQuote } from "../components/ChangeQuote.tsx";

export type ChangeKind = "adjust" | "cancel" | "reinstate";

/**
 * `/risks/:riskId/{adjust,cancel,reinstate}`: the change's details, then its premium change line
 * by line (additional or return premium with GST, stamp duty and commission) before the user
 * binds it, or withdraws it. A change already in progress is shown instead of a new form.
 */
export function PolicyChangePage({ kind }: { kind: ChangeKind }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { riskId } = useParams();
  const { id: companyId } = useRepresentingCompany();
  const id = Number(riskId);
  const args = { companyId: companyId ?? 0, id };
  const skip = companyId === null || !Number.isInteger(id);
  const risk = usePolicyRiskQuery(args, { skip });
  const options = usePolicyChangeOptionsQuery(args, { skip });
  const [change, state] = useChangePolicyMutation();
  useDocumentTitle(t(`policyChanges.title.${kind}`));
  const view = risk.data;
  const open = options.data?.withdraw.allowed ?? false;
  const busyKind = state.isLoading ? (state.originalArgs?.change.kind ?? null) : null;
  const failure = state.error ? (apiErrorBody(state.error)?.message ?? null) : null;

  /** Sends a change; answers the field errors (422) for the form, null otherwise. */
  const send = async (next: PolicyChange) => {
    const result = await change({ companyId: companyId ?? 0, id, change: next });
    if (!result.error) {
      if (next.kind === "bind" || next.kind === "withdraw") {
        const key = next.kind === "bind" ? "policyChanges.bound" : "policyChanges.withdrawn";
        notifySuccess(t(key, { reference: view?.reference ?? "" }));
        navigate(`/risks/${id}`);
      }
      return null;
    }
    return fieldErrors(result.error);
  };
  const rule = options.data?.[kind];

  return (
    <Container size="md" py={{ base: "lg", sm: 40 }}>
      <QueryPanel
        isLoading={risk.isLoading || options.isLoading}
        error={risk.error ?? options.error ?? (Number.isInteger(id) ? null : { status: 404 })}
        item={t("risks.item")}
        onRetry={() => {
          void risk.refetch();
          void options.refetch();
        }}
      >
        {view && options.data && (
          <Stack gap="lg">
            <Anchor component={Link} to={`/risks/${id}`} size="sm">
              {t("policyChanges.backToRisk")}
            </Anchor>
            <Stack gap={4}>
              <Title order={1} fz="h2">
                {t(`policyChanges.title.${kind}`)}
              </Title>
              <Text c="dimmed">
                {view.policyNumber ?? view.reference} · {view.insured.name}
              </Text>
            </Stack>
            {open ? (
              <ChangeQuote
                risk={view}
                busy={busyKind === "bind" || busyKind === "withdraw" ? busyKind : null}
                error={failure}
                onBind={() => void send({ kind: "bind", body: { declaration: true } })}
                onWithdraw={() => void send({ kind: "withdraw" })}
              />
            ) : rule && !rule.allowed ? (
              <Alert
                color="yellow"
                title={t("policyChanges.notAvailable")}
                data-testid="change-refused"
              >
                {rule.reason}
              </Alert>
            ) : (
              <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
                <Stack gap="md">
                  <Text size="sm">{t(`policyChanges.intro.${kind}`)}</Text>
                  {failure && Object.keys(fieldErrors(state.error)).length === 0 && (
                    <Alert color="red" data-testid="change-error">
                      {failure}
                    </Alert>
                  )}
                  {kind === "adjust" && (
                    <AdjustForm
                      risk={view}
                      companyId={companyId ?? 0}
                      options={options.data}
                      busy={busyKind === "adjust"}
                      send={(body) => send({ kind: "adjust", body: body as never })}
                    />
                  )}
                  {kind === "cancel" && (
                    <CancelForm
                      options={options.data}
                      busy={busyKind === "cancel"}
                      send={(body) => send({ kind: "cancel", body: body as never })}
                    />
                  )}
                  {kind === "reinstate" && (
                    <ReinstateForm
                      busy={busyKind === "reinstate"}
                      send={() => send({ kind: "reinstate" })}
                    />
                  )}
                </Stack>
              </Paper>
            )}
          </Stack>
        )}
      </QueryPanel>
    </Container>
  );
}

export const AdjustPolicyPage = () => <PolicyChangePage kind="adjust" />;
export const CancelPolicyPage = () => <PolicyChangePage kind="cancel" />;
export const ReinstatePolicyPage = () => <PolicyChangePage kind="reinstate" />;
