import {
  IconAlertOctagon,
  IconBox,
  IconBuildingCog,
  IconExternalLink,
  IconFileCertificate,
  IconLayoutDashboard,
  IconListDetails,
  IconPlus,
  IconReportAnalytics,
  IconShieldCheck,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { CompanyType, navigationLinks } from "../../domain.ts";
import { portalUrl } from "../../features/companies/portalHost.ts";
import { useCurrentUser } from "../session/useCurrentUser.ts";
import { usePortal } from "../session/usePortal.ts";
import { useRepresentingCompany } from "../session/useRepresentingCompany.ts";

export interface NavItem {
  key: string;
  label: string;
  icon: ComponentType<{ size?: number; stroke?: number }>;
  /** In-app path. */
  to?: string;
  /** Address on another host (a company portal). */
  href?: string;
  children?: NavItem[];
}

const selectedDashboardKey = "selectedDashboardId";

function dashboardPath(): string {
  let id: string | null = null;
  try {
    id = localStorage.getItem(selectedDashboardKey);
  } catch {
    id = null;
  }
  return id ? `/company/dashboard?id=${encodeURIComponent(id)}` : "/company/dashboard";
}

/**
 * The header and drawer links, decided by `navigationLinks` of @platform/domain (SPEC §6);
 * the web app never repeats those rules.
 */
export function useNavItems() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const portal = usePortal();
  const representing = useRepresentingCompany();
  if (!user) return { items: [] as NavItem[], links: null };

  const representingCompany = representing.company;
  const links = navigationLinks({
    user,
    currentCompany: portal.company ?? representingCompany,
    representingCompany,
  });

  const items: NavItem[] = [];
  if (links.dashboard) {
    items.push({
      key: "dashboard",
      label: t("shell.nav.dashboard"),
      icon: IconLayoutDashboard,
      to: dashboardPath(),
    });
  }
  if (links.incidents) {
    items.push({
      key: "incidents",
      label: t("shell.nav.incidents"),
      icon: IconAlertOctagon,
      children: [
        {
          key: "incident-list",
          label: t("shell.nav.incidentList"),
          icon: IconListDetails,
          to: "/incidents",
        },
        {
          key: "incident-new",
          label: t("shell.nav.incidentNew"),
          icon: IconPlus,
          to: "/incidents/new",
        },
      ],
    });
  }
  if (links.products) {
    items.push({
      key: "products",
      label: t("shell.nav.products"),
      icon: IconBox,
      to: "/company/products",
    });
  }
  if (links.risks) {
    items.push({ key: "risks", label: t("shell.nav.risks"), icon: IconShieldCheck, to: "/risks" });
  }
  // Claims: clients manage their claims (SPEC §1); brokers and underwriters too.
  if (links.risks || representingCompany?.refCompanyTypeId === CompanyType.Client) {
    items.push({
      key: "claims",
      label: t("shell.nav.claims"),
      icon: IconAlertOctagon,
      to: "/claims",
    });
  }
  if (links.bindingAgreements) {
    items.push({
      key: "binding-agreements",
      label: t("shell.nav.bindingAgreements"),
      icon: IconFileCertificate,
      to: "/company/binding-agreements",
    });
  }
  if (links.bordereaux) {
    items.push({
      key: "bordereaux",
      label: t("shell.nav.bordereaux"),
      icon: IconReportAnalytics,
      to: "/company/bordereaux",
    });
  }
  if (links.manageCompany) {
    items.push({
      key: "manage-company",
      label: t("shell.nav.manageCompany"),
      icon: IconBuildingCog,
      to: "/company/manage",
    });
  }
  if (links.ownPortal && representingCompany?.handle) {
    items.push({
      key: "own-portal",
      label: t("shell.nav.ownPortal", { company: representingCompany.name }),
      icon: IconExternalLink,
      href: portalUrl(representingCompany.handle),
    });
  }
  return { items, links };
}
