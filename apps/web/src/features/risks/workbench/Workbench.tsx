import "../../../i18n/strings/claims.ts";
import "../../../i18n/strings/risks.ts";
import { Paper, Tabs, Title } from "@mantine/core";
import type { TRiskPackageView } from "@platform/domain/risks/views";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AdjustmentTab } from "./AdjustmentTab.tsx";
import { EndorsementsTab } from "./EndorsementsTab.tsx";
import { FilesTab } from "./FilesTab.tsx";
import { FormulasTab } from "./FormulasTab.tsx";
import { MessagesThread } from "./MessagesThread.tsx";
import { NotesTab } from "./NotesTab.tsx";
import { TimelineTab } from "./TimelineTab.tsx";

/**
 * The underwriter panel (SPEC §2): notes, messages, timeline, formulas, manual adjustment,
 * endorsements, files, claims.
 */
export function Workbench({
  companyId,
  risk,
  claims,
}: {
  companyId: number;
  risk: TRiskPackageView;
  /** The claims tab (SPEC §2 underwriter panel), composed by app/. */
  claims?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "md" }} data-testid="workbench">
      <Title order={2} fz="lg" mb="sm">
        {t("risks.workbench.title")}
      </Title>
      <Tabs defaultValue="notes" keepMounted={false}>
        <Tabs.List style={{ flexWrap: "wrap" }}>
          <Tabs.Tab value="notes">{t("risks.workbench.notes")}</Tabs.Tab>
          <Tabs.Tab value="messages">{t("risks.workbench.messages")}</Tabs.Tab>
          <Tabs.Tab value="timeline">{t("risks.workbench.timeline")}</Tabs.Tab>
          <Tabs.Tab value="formulas">{t("risks.workbench.formulas")}</Tabs.Tab>
          <Tabs.Tab value="adjustment">{t("risks.workbench.adjustment")}</Tabs.Tab>
          <Tabs.Tab value="endorsements" data-testid="tab-endorsements">
            {t("risks.workbench.endorsements")}
          </Tabs.Tab>
          <Tabs.Tab value="files" data-testid="tab-files">
            {t("risks.workbench.files")}
          </Tabs.Tab>
          {claims && (
            <Tabs.Tab value="claims" data-testid="claims-tab">
              {t("claims.tab")}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="notes" pt="md">
          <NotesTab companyId={companyId} riskId={risk.id} />
        </Tabs.Panel>
        <Tabs.Panel value="messages" pt="md">
          <MessagesThread
            companyId={companyId}
            riskId={risk.id}
            asBroker={false}
            canSend={risk.can.message}
          />
        </Tabs.Panel>
        <Tabs.Panel value="timeline" pt="md">
          <TimelineTab companyId={companyId} riskId={risk.id} />
        </Tabs.Panel>
        <Tabs.Panel value="formulas" pt="md">
          <FormulasTab companyId={companyId} risk={risk} />
        </Tabs.Panel>
        <Tabs.Panel value="adjustment" pt="md">
          <AdjustmentTab companyId={companyId} risk={risk} />
        </Tabs.Panel>
        <Tabs.Panel value="endorsements" pt="md">
          <EndorsementsTab companyId={companyId} risk={risk} />
        </Tabs.Panel>
        <Tabs.Panel value="files" pt="md">
          <FilesTab companyId={companyId} riskId={risk.id} canUpload={risk.can.upload} />
        </Tabs.Panel>
        {claims && (
          <Tabs.Panel value="claims" pt="md">
            {claims}
          </Tabs.Panel>
        )}
      </Tabs>
    </Paper>
  );
}
