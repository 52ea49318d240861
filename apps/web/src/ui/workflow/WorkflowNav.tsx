import { Anchor, Tabs } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";

const sections = [
  { key: "statuses", to: "/company/workflow", label: "workflow.nav.statuses" },
  { key: "rules", to: "/company/assignment-rules", label: "workflow.nav.rules" },
] as const;

/** Workflow configuration's own navigation (statuses, assignment rules), under management. */
export function WorkflowNav() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = sections.find((section) => pathname.startsWith(section.to))?.key ?? "statuses";
  return (
    <>
      <Anchor component={Link} to="/company/manage" size="sm" mb="sm" display="inline-flex">
        <IconArrowLeft size={16} style={{ marginRight: 4 }} />
        {t("workflow.nav.back")}
      </Anchor>
      <Tabs
        value={active}
        onChange={(value) => navigate(sections.find((s) => s.key === value)!.to)}
        mb="lg"
      >
        <Tabs.List>
          {sections.map((section) => (
            <Tabs.Tab key={section.key} value={section.key}>
              {t(section.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </>
  );
}
