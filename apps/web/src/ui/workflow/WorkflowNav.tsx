import "../../i18n/strings/workflow.ts";
import { Anchor } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import classes from "../catalogue/CatalogueNav.module.css";
import { scrollStripClass, useScrollStrip } from "../scroll-strip/useScrollStrip.ts";

const sections = [
  { key: "statuses", to: "/company/workflow", label: "workflow.nav.statuses" },
  { key: "rules", to: "/company/assignment-rules", label: "workflow.nav.rules" },
] as const;

/**
 * Workflow configuration's own navigation (statuses, assignment rules), under management. Each
 * section is a page of its own, so these are links looking like tabs (as the catalogue's).
 */
export function WorkflowNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = sections.find((section) => pathname.startsWith(section.to))?.key ?? "statuses";
  const strip = useScrollStrip<HTMLElement>(active);
  return (
    <>
      <Anchor component={Link} to="/company/manage" size="sm" mb="sm" display="inline-flex">
        <IconArrowLeft size={16} style={{ marginRight: 4 }} />
        {t("workflow.nav.back")}
      </Anchor>
      <nav
        ref={strip}
        aria-label={t("workflow.nav.label")}
        className={`${classes.list} ${scrollStripClass}`}
      >
        {sections.map((section) => (
          <Link
            key={section.key}
            to={section.to}
            className={classes.link}
            aria-current={section.key === active ? "page" : undefined}
          >
            {t(section.label)}
          </Link>
        ))}
      </nav>
    </>
  );
}
