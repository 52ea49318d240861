import "../../../i18n/strings/risks.ts";
import { Alert, Button, Container, Group, Paper, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { TBrokerRatingView } from "@platform/domain/product-design/views";
import { validateAnswers } from "@platform/domain/proposal-form/index";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { apiErrorBody, fieldErrors } from "../../../api/apiErrors.ts";
import { EmptyPanel, QueryPanel } from "../../../ui/catalogue/QueryPanel.tsx";
import { notifySuccess } from "../../../ui/notify.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useUnsavedChangesGuard } from "../../../ui/useUnsavedChangesGuard.tsx";
import {
  useCreateRiskMutation,
  useGetRiskQuery,
  useListRisksQuery,
  useRateRiskMutation,
  useRiskActionMutation,
  useSaveRiskMutation,
} from "../api.ts";
import { useRiskSide } from "../useRiskSide.ts";
import { FlowProgress } from "./FlowProgress.tsx";
import {
  answerErrors,
  defaultInception,
  emptyFlow,
  type FlowValues,
  firstInvalidStep,
  flowFromRisk,
  flowSteps,
  toCreateBody,
  toSaveBody,
  validateStep,
} from "./flow.ts";
import { CoverStep } from "./steps/CoverStep.tsx";
import { InsuredStep } from "./steps/InsuredStep.tsx";
import { PackageStep } from "./steps/PackageStep.tsx";
import { ProposalStep } from "./steps/ProposalStep.tsx";
import { SummaryStep } from "./steps/SummaryStep.tsx";
import { useFlowData } from "./useFlowData.ts";

/**
 * `/risks/new` and `/risks/:riskId/edit` (SPEC §2 new risk flow). A broker with ManageRisks (or
 * an underwriter writing direct, who names the brokerage) goes step by step; leaving the insured
 * step saves the risk (the first save creates it, later saves PUT), so the proposal can be left
 * incomplete and finished later. A quick quote hands its answers over in the location state.
 */
export function NewRiskPage() {
  const { t } = useTranslation();
  const side = useRiskSide();
  const navigate = useNavigate();
  const { riskId: riskIdParam } = useParams();
  const [search] = useSearchParams();
  const handed = (useLocation().state ?? null) as { answers?: Record<string, unknown> } | null;
  const [savedId, setSavedId] = useState<number | null>(riskIdParam ? Number(riskIdParam) : null);
  // Whether the user may start a risk comes with the list (one row asked).
  const allowed = useListRisksQuery(
    { companyId: side.companyId ?? 0, params: { perPage: 1 } },
    { skip: side.companyId === null || Boolean(riskIdParam) },
  );
  const existing = useGetRiskQuery(
    { companyId: side.companyId ?? 0, id: savedId ?? 0 },
    { skip: side.companyId === null || savedId === null },
  );
  const risk: TRiskPackageView | null = existing.data ?? null;
  const form = useForm<FlowValues>({
    mode: "controlled",
    initialValues: {
      // No date until a package is chosen: then its product's today, never the browser's.
      ...emptyFlow("", search.get("package")),
      answers: handed?.answers ?? {},
    },
  });
  // Editing resumes at the proposal; a package handed over (quick quote) starts at the cover.
  const firstStep = riskIdParam ? 3 : search.get("package") ? 1 : 0;
  const [step, setStep] = useState(firstStep);
  const [reached, setReached] = useState(riskIdParam ? 4 : firstStep);
  const [answerMessages, setAnswerMessages] = useState<Record<string, string[]>>({});
  const [rating, setRating] = useState<{ view?: TBrokerRatingView; error: string | null }>({
    error: null,
  });
  const data = useFlowData(side, form.values.productPackageId, risk);
  // The inception date defaults to today in the chosen product's time zone, as the server dates
  // it (a submission near midnight is not backdated), until the user picks a date.
  const productToday =
    data.packages.find((p) => String(p.id) === form.values.productPackageId)?.today ?? null;
  useEffect(() => {
    if (riskIdParam || savedId !== null) return;
    const next = defaultInception(
      form.getValues().inceptionDate,
      productToday,
      form.isTouched("inceptionDate"),
    );
    if (next) form.setFieldValue("inceptionDate", next);
  }, [productToday, riskIdParam, savedId, form]);
  const [create, createState] = useCreateRiskMutation();
  const [save, saveState] = useSaveRiskMutation();
  const [rate, rateState] = useRateRiskMutation();
  const [act, actState] = useRiskActionMutation();
  useDocumentTitle(
    risk ? t("risks.flow.editTitle", { reference: risk.reference }) : t("risks.flow.title"),
  );

  // A saved risk opened for editing fills the flow once.
  const [loadedId, setLoadedId] = useState<number | null>(null);
  useEffect(() => {
    if (risk && loadedId !== risk.id && riskIdParam) {
      const values = flowFromRisk(risk);
      form.setValues(values);
      form.resetDirty(values);
      setLoadedId(risk.id);
    }
  }, [risk, loadedId, riskIdParam, form]);

  const proposal = data.form.data?.form;
  const complete = useMemo(
    () => (proposal ? validateAnswers(proposal, form.values.answers).valid : false),
    [proposal, form.values.answers],
  );

  /** Create or save; on a 422 the messages go beside the fields and the flow returns to them. */
  const persist = async (): Promise<TRiskPackageView | null> => {
    const companyId = side.companyId;
    if (companyId === null) return null;
    const sent = form.getValues();
    const result = savedId
      ? await save({ companyId, id: savedId, body: toSaveBody(sent) })
      : await create({ companyId, body: toCreateBody(sent, data.writingDirect) });
    if (result.error) {
      const errors = fieldErrors(result.error);
      form.setErrors(errors);
      setAnswerMessages(answerErrors(errors));
      const back = firstInvalidStep(errors);
      if (back) setStep(flowSteps.indexOf(back));
      return null;
    }
    // Answers typed while the save was in flight are not saved yet: the flow stays dirty for them.
    form.resetDirty(sent);
    if (!savedId) {
      setSavedId(result.data.id);
      notifySuccess(t("risks.flow.created", { reference: result.data.reference }));
    }
    return result.data;
  };
  const guard = useUnsavedChangesGuard({
    when: form.isDirty() && step >= 2,
    onSave: async () => validateAll() && (await persist()) !== null,
  });

  const validateAll = () => {
    const errors = Object.assign(
      {},
      ...flowSteps.map((name) => validateStep(name, form.values, data)),
    ) as Record<string, string>;
    form.setErrors(errors);
    const back = firstInvalidStep(errors);
    if (back) setStep(flowSteps.indexOf(back));
    return back === null;
  };

  const goTo = (next: number) => {
    setStep(next);
    setReached((r) => Math.max(r, next));
    window.scrollTo({ top: 0 });
  };

  const rateNow = async () => {
    if (!data.rateUrl) return setRating({ error: null });
    const { address, smallBusinessDeclaration } = form.values.insured;
    const result = await rate({
      url: data.rateUrl,
      body: {
        answers: form.values.answers,
        state: address.country === "AU" ? address.state : null,
        taxDate: form.values.inceptionDate,
        smallBusinessDeclaration,
      },
    });
    setRating(
      result.error
        ? { error: apiErrorBody(result.error)?.message ?? t("common.unknownError") }
        : { view: result.data, error: null },
    );
  };

  const next = async () => {
    const current = flowSteps[step] ?? "package";
    const errors = validateStep(current, form.values, data);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (current === "insured" || current === "proposal") {
      if (!(await persist())) return;
    }
    if (current === "proposal") void rateNow();
    goTo(step + 1);
  };

  const submit = async () => {
    if (!validateAll()) return;
    const saved = await persist();
    if (!saved || side.companyId === null) return;
    const result = await act({
      companyId: side.companyId,
      id: saved.id,
      action: "submit",
      body: { asIs: !complete },
    });
    if (result.error) return;
    notifySuccess(t("risks.flow.submitted", { reference: saved.reference }));
    navigate(`/risks/${saved.id}`);
  };

  if (allowed.data && !allowed.data.can.create && !riskIdParam) {
    return (
      <Container size="md" py="xl">
        <EmptyPanel>{t("errors.notAuthorised.title")}</EmptyPanel>
      </Container>
    );
  }
  const saving = createState.isLoading || saveState.isLoading;
  const current = flowSteps[step] ?? "package";
  return (
    <Container size="lg" py={{ base: "lg", sm: 40 }}>
      {guard}
      <Stack gap="lg">
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {risk ? t("risks.flow.editTitle", { reference: risk.reference }) : t("risks.flow.title")}
        </Title>
        <FlowProgress active={step} reached={reached} onSelect={goTo} />
        {risk && risk.transactionStatus !== 1 && (
          <Alert color="yellow">{t("risks.flow.notEditable")}</Alert>
        )}
        <QueryPanel
          isLoading={data.packagesLoading || existing.isLoading}
          error={data.packagesError ?? existing.error}
          item={t("risks.item")}
        >
          <Paper
            withBorder
            radius="md"
            p={{ base: "md", sm: "lg" }}
            data-testid={`flow-step-${current}`}
          >
            {current === "package" && (
              <PackageStep
                form={form}
                packages={data.packages}
                brokerages={data.brokerages}
                writingDirect={data.writingDirect}
                locked={savedId !== null}
              />
            )}
            {current === "cover" && <CoverStep form={form} />}
            {current === "insured" && <InsuredStep form={form} />}
            {current === "proposal" && (
              <ProposalStep
                form={proposal}
                isLoading={data.form.isLoading}
                failed={Boolean(data.form.error)}
                answers={form.values.answers}
                onChange={(answers) => {
                  form.setFieldValue("answers", answers);
                  setAnswerMessages({});
                }}
                errors={answerMessages}
                prefilled={Boolean(handed?.answers) && !riskIdParam}
              />
            )}
            {current === "summary" && (
              <SummaryStep
                rating={rating.view}
                isLoading={rateState.isLoading}
                error={rating.error}
                complete={complete}
              />
            )}
          </Paper>
        </QueryPanel>
        <Group justify="space-between" wrap="wrap-reverse" gap="sm">
          <Button variant="default" onClick={() => goTo(step - 1)} disabled={step === 0}>
            {t("risks.flow.back")}
          </Button>
          <Group gap="sm">
            {step >= 2 && (
              <Button
                variant="default"
                onClick={() => persist().then((r) => r && notifySuccess(t("risks.flow.saved")))}
                loading={saving}
              >
                {t("risks.flow.saveProgress")}
              </Button>
            )}
            {current !== "summary" ? (
              <Button onClick={next} loading={saving} data-testid="flow-next">
                {t("risks.flow.next")}
              </Button>
            ) : (
              <Button
                onClick={submit}
                loading={saving || actState.isLoading}
                color={complete ? undefined : "orange"}
                data-testid="flow-submit"
              >
                {complete ? t("risks.flow.submit") : t("risks.flow.submitAsIs")}
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Container>
  );
}
