import "../../../i18n/strings/rating.ts";
import { Alert, Badge, Button, Group, Stack, Tabs, Text } from "@mantine/core";
import type {
  TDatasetView,
  TProductDesignView,
  TRatingView,
  TTestCase,
} from "@platform/domain/product-design/index";
import type { ProposalForm, Question } from "@platform/domain/proposal-form/index";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { apiErrorBody, httpStatus, toastApiError } from "../../../api/apiErrors.ts";
import { notifySuccess } from "../../../ui/notify.ts";
import type { Answers } from "../../../ui/proposal-form/ProposalFormView.tsx";
import { scrollStripClass, useScrollStrip } from "../../../ui/scroll-strip/useScrollStrip.ts";
import { useUnsavedChangesGuard } from "../../../ui/useUnsavedChangesGuard.tsx";
import {
  type DesignPart,
  useListClauseNamesQuery,
  useSaveDesignPartMutation,
  type VersionKey,
} from "../api.ts";
import { useLiveDesignErrors } from "../useLiveDesignErrors.ts";
import { FormDesigner } from "./FormDesigner.tsx";
import { FormPreview } from "./FormPreview.tsx";
import { FormulasEditor } from "./FormulasEditor.tsx";
import { PremiumSettingsEditor } from "./PremiumSettingsEditor.tsx";
import { RawDataEditor } from "./RawDataEditor.tsx";
import { RulesEditor } from "./RulesEditor.tsx";

type Drafts = Pick<
  TProductDesignView,
  "form" | "propertyFormulas" | "underwritingFormulas" | "rules" | "premium" | "testCases"
>;
type Key = keyof Drafts;

const parts: Record<Key, DesignPart["path"]> = {
  form: "form",
  propertyFormulas: "property-formulas",
  underwritingFormulas: "underwriting-formulas",
  rules: "rules",
  premium: "premium",
  testCases: "test-cases",
};

const pick = (d: TProductDesignView): Drafts => ({
  form: d.form,
  propertyFormulas: d.propertyFormulas,
  underwritingFormulas: d.underwritingFormulas,
  rules: d.rules,
  premium: d.premium,
  testCases: d.testCases,
});

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export interface DesignerSlots {
  /** The datasets tab (the datasets feature). */
  datasets: ReactNode;
  /** The test runs tab, given the test cases being edited. */
  testRuns: (props: {
    testCases: TTestCase[];
    onChange: (testCases: TTestCase[]) => void;
    errors: Record<string, string[]>;
    dirty: boolean;
  }) => ReactNode;
  datasetOptions?: (question: Question) => { value: string; label: string }[] | undefined;
  /** Extra actions in the header (publish), given a way to open one of the designer's tabs. */
  actions?: ReactNode | ((showTab: (tab: string) => void) => ReactNode);
  /**
   * Unsaved changes of the page around the designer: a router has one active blocker, and
   * the designer's (the last mounted) must guard them too.
   */
  outerDirty?: boolean;
  /** The version's datasets (columns and keys), to check formulas as they are typed. */
  compileDatasets?: readonly TDatasetView[] | null;
}

const designerTabs = [
  "form",
  "raw",
  "datasets",
  "property",
  "underwriting",
  "rules",
  "settings",
  "tests",
];

/** The tab showing the field at `path` of a 422 (`propertyFormulas.0.formula` → property). */
function tabOfPath(path: string): string {
  const root = path.split(".")[0] ?? "";
  const tabs: Record<string, string> = {
    form: "form",
    propertyFormulas: "property",
    underwritingFormulas: "underwriting",
    rules: "rules",
    premium: "settings",
    testCases: "tests",
  };
  return tabs[root] ?? "form";
}

interface Props extends DesignerSlots {
  versionKey: VersionKey;
  design: TProductDesignView;
  brokerSees?: { decline: boolean; endorsement: boolean; refer: boolean };
}

/**
 * The product designer's tabs for one version: proposal form (visual, with live preview), raw
 * data, datasets, property formulas, underwriting formulas, rules, premium settings, test runs.
 * One save button saves every changed part; the server compiles the whole design and its 422
 * errors show on their fields (formulas are also compiled in the browser as they are typed).
 */
export function ProductDesigner({
  versionKey,
  design,
  brokerSees,
  datasets,
  testRuns,
  datasetOptions,
  actions,
  outerDirty = false,
  compileDatasets = null,
}: Props) {
  const { t } = useTranslation();
  const [saved, setSaved] = useState<Drafts>(() => pick(design));
  const [drafts, setDrafts] = useState<Drafts>(() => pick(design));
  const [savedErrors, setErrors] = useState<Record<string, string[]>>({});
  // `?designerTab=` opens a tab (the publish checklist links to the one that fixes an item).
  const [params] = useSearchParams();
  const [tab, setTab] = useState<string>(() => {
    const asked = params.get("designerTab");
    return asked && designerTabs.includes(asked) ? asked : "form";
  });
  const tabStrip = useScrollStrip<HTMLDivElement>(tab);
  const [answers, setAnswers] = useState<Answers>({});
  const [saveDesign, saving] = useSaveDesignPartMutation();
  const clauses = useListClauseNamesQuery(versionKey.companyId);
  const readOnly = !design.can.edit;

  // A fresh design from the server replaces the parts that have no unsaved changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the server's design changes
  useEffect(() => {
    const incoming = pick(design);
    setDrafts((current) => {
      const next = { ...current };
      for (const key of Object.keys(incoming) as Key[])
        if (same(current[key], saved[key])) (next as Record<Key, unknown>)[key] = incoming[key];
      return next;
    });
    setSaved(incoming);
  }, [design]);

  const dirtyKeys = (Object.keys(parts) as Key[]).filter((key) => !same(drafts[key], saved[key]));
  const draftDesign = useMemo(
    () => ({
      form: drafts.form,
      propertyFormulas: drafts.propertyFormulas,
      underwritingFormulas: drafts.underwritingFormulas,
      rules: drafts.rules,
      premium: drafts.premium,
    }),
    [drafts],
  );
  const errors = useLiveDesignErrors(draftDesign, compileDatasets, savedErrors);
  const set = <K extends Key>(key: K, value: Drafts[K]) =>
    setDrafts((current) => ({ ...current, [key]: value }));

  const savePart = async (key: Key): Promise<boolean> => {
    const sent = drafts[key];
    const result = await saveDesign({
      ...versionKey,
      part: { path: parts[key], body: { [key]: sent } } as DesignPart,
    });
    if (result.error) {
      // A 422 shows on its fields; anything else (locked, forbidden, offline) as a toast.
      if (httpStatus(result.error) !== 422) {
        if ("status" in result.error) toastApiError(result.error);
        return false;
      }
      const body = apiErrorBody(result.error);
      const raw = body?.errors ?? {};
      // Field paths of the request body (`form.sections.0…`) and of the compiled design alike.
      setErrors(raw);
      const first = Object.keys(raw)[0];
      if (first !== undefined) setTab(tabOfPath(first));
      return false;
    }
    setErrors({});
    const fresh = pick(result.data);
    setSaved(fresh);
    // What was typed into the part while its save was in flight stays (and stays unsaved).
    setDrafts((current) =>
      same(current[key], sent) ? { ...current, [key]: fresh[key] } : current,
    );
    notifySuccess(t("common.saved"));
    return true;
  };

  const saveAll = async () => {
    // The form first: formulas may use a question it adds.
    for (const key of dirtyKeys) if (!(await savePart(key))) return false;
    return true;
  };
  const guard = useUnsavedChangesGuard({
    when: dirtyKeys.length > 0 || outerDirty,
    onSave: outerDirty ? undefined : saveAll,
  });

  const saveButton = readOnly ? null : (
    <Button
      onClick={() => void saveAll()}
      loading={saving.isLoading}
      disabled={dirtyKeys.length === 0}
      data-testid="save-design"
    >
      {t("common.saveChanges")}
    </Button>
  );

  const otherErrors = useMemo(() => {
    const shownHere: Record<string, string> = {
      form: "form.",
      raw: "form.",
      property: "propertyFormulas.",
      underwriting: "underwritingFormulas.",
      rules: "rules.",
      settings: "premium.",
      tests: "testCases.",
    };
    const prefix = shownHere[tab] ?? "";
    return Object.entries(errors).filter(
      ([path]) => tab === "datasets" || !path.startsWith(prefix),
    );
  }, [errors, tab]);

  const questionNames = drafts.form.sections.flatMap((s) => s.questions.map((q) => q.name));
  const tabLabel = (key: string, part?: Key) => (
    <Group gap={6} wrap="nowrap">
      {t(`rating.designer.tabs.${key}` as "rating.designer.tabs.form")}
      {part && dirtyKeys.includes(part) && (
        <Badge size="xs" circle color="orange" aria-label={t("rating.designer.unsaved")}>
          •
        </Badge>
      )}
    </Group>
  );

  return (
    <Stack gap="md">
      {guard}
      {design.locked && <Alert color="gray">{t("rating.designer.lockedHelp")}</Alert>}
      {otherErrors.length > 0 && (
        <Alert color="red" title={t("rating.designer.problems")} data-testid="design-errors">
          <Stack gap={2}>
            {otherErrors.slice(0, 8).map(([path, list]) => (
              <Text key={path} size="sm">
                {list[0]}
              </Text>
            ))}
          </Stack>
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(v) => setTab(v ?? "form")}
        keepMounted={false}
        variant="pills"
        radius="md"
      >
        {/* One row: the designer's parts, then its one save button (wrapping below on phones). */}
        <Group justify="space-between" wrap="wrap" gap="sm" align="center">
          <Tabs.List
            ref={tabStrip}
            className={scrollStripClass}
            style={{ flex: "1 1 auto", minWidth: 0 }}
          >
            <Tabs.Tab value="form">{tabLabel("form", "form")}</Tabs.Tab>
            <Tabs.Tab value="raw">{tabLabel("raw")}</Tabs.Tab>
            <Tabs.Tab value="datasets">{tabLabel("datasets")}</Tabs.Tab>
            <Tabs.Tab value="property">{tabLabel("property", "propertyFormulas")}</Tabs.Tab>
            <Tabs.Tab value="underwriting">
              {tabLabel("underwriting", "underwritingFormulas")}
            </Tabs.Tab>
            <Tabs.Tab value="rules">{tabLabel("rules", "rules")}</Tabs.Tab>
            <Tabs.Tab value="settings">{tabLabel("settings", "premium")}</Tabs.Tab>
            <Tabs.Tab value="tests">{tabLabel("tests", "testCases")}</Tabs.Tab>
          </Tabs.List>
          {(saveButton || actions || design.locked) && (
            <Group gap="xs" wrap="nowrap" ml="auto">
              {design.locked && <Badge color="gray">{t("rating.designer.locked")}</Badge>}
              {dirtyKeys.length > 0 && (
                <Text size="sm" c="orange" data-testid="design-unsaved">
                  {t("rating.designer.unsavedParts", { count: dirtyKeys.length })}
                </Text>
              )}
              {typeof actions === "function" ? actions(setTab) : actions}
              {saveButton}
            </Group>
          )}
        </Group>
        <Tabs.Panel value="form" pt="md">
          <Stack gap="md">
            <FieldErrors errors={errors} prefix="form." />
            <FormDesigner
              form={drafts.form}
              onChange={(form: ProposalForm) => set("form", form)}
              datasets={design.datasets}
              readOnly={readOnly}
              preview={
                <FormPreview
                  versionKey={versionKey}
                  form={drafts.form}
                  answers={answers}
                  onAnswers={setAnswers}
                  datasetOptions={datasetOptions}
                  dirty={dirtyKeys.length > 0}
                  onSaveAsTestCase={
                    readOnly
                      ? undefined
                      : (caseAnswers: Answers, result: TRatingView) => {
                          const expected: TTestCase["expected"] = { outcome: result.outcome };
                          for (const f of result.propertyFormulas)
                            if (f.value !== null) expected[f.name] = f.value;
                          set("testCases", [
                            ...drafts.testCases,
                            {
                              name: t("rating.tests.newCase", { n: drafts.testCases.length + 1 }),
                              answers: caseAnswers,
                              overrides: {},
                              state: null,
                              taxDate: null,
                              expected,
                            },
                          ]);
                          setTab("tests");
                        }
                  }
                />
              }
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="raw" pt="md">
          <Stack gap="md">
            <FieldErrors errors={errors} prefix="form." />
            <RawDataEditor
              form={drafts.form}
              onChange={(form) => set("form", form)}
              readOnly={readOnly}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="datasets" pt="md">
          {datasets}
        </Tabs.Panel>
        <Tabs.Panel value="property" pt="md">
          <Stack gap="md">
            <FormulasEditor
              kind="propertyFormulas"
              formulas={drafts.propertyFormulas}
              onChange={(list) => set("propertyFormulas", list as Drafts["propertyFormulas"])}
              errors={errors}
              readOnly={readOnly}
              questionNames={questionNames}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="underwriting" pt="md">
          <Stack gap="md">
            <FormulasEditor
              kind="underwritingFormulas"
              formulas={drafts.underwritingFormulas}
              onChange={(list) =>
                set("underwritingFormulas", list as Drafts["underwritingFormulas"])
              }
              errors={errors}
              readOnly={readOnly}
              questionNames={questionNames}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="md">
          <Stack gap="md">
            <RulesEditor
              rules={drafts.rules}
              onChange={(rules) => set("rules", rules)}
              errors={errors}
              readOnly={readOnly}
              clauses={clauses.data?.data ?? []}
              brokerSees={brokerSees}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="settings" pt="md">
          <Stack gap="md">
            <PremiumSettingsEditor
              premium={drafts.premium}
              onChange={(premium) => set("premium", premium)}
              propertyFormulas={drafts.propertyFormulas}
              form={drafts.form}
              errors={errors}
              readOnly={readOnly}
            />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="tests" pt="md">
          {testRuns({
            testCases: drafts.testCases,
            onChange: (testCases) => set("testCases", testCases),
            errors,
            dirty: dirtyKeys.includes("testCases"),
          })}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function FieldErrors({ errors, prefix }: { errors: Record<string, string[]>; prefix: string }) {
  const list = Object.entries(errors).filter(([path]) => path.startsWith(prefix));
  if (list.length === 0) return null;
  return (
    <Alert color="red" p="xs">
      {list.slice(0, 8).map(([path, messages]) => (
        <Text key={path} size="sm">
          {path.slice(prefix.length)}: {messages[0]}
        </Text>
      ))}
    </Alert>
  );
}
