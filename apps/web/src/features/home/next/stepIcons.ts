import {
  IconAlertOctagon,
  IconArrowsExchange,
  IconBox,
  IconBuildingCog,
  IconBuildingPlus,
  IconBuildingStore,
  IconFileCertificate,
  IconFilePlus,
  IconLayoutDashboard,
  IconLink,
  IconMailbox,
  IconPlugConnected,
  IconReportAnalytics,
  IconShieldCheck,
  IconShieldPlus,
  IconUserCircle,
  IconUsersGroup,
} from "@tabler/icons-react";
import type { ComponentType } from "react";
import type { StepKey } from "./nextSteps.ts";

type Icon = ComponentType<{ size?: number }>;

/** Icon and colour of each home step. */
export const stepLooks: Record<StepKey, { icon: Icon; colour: string }> = {
  registerCompany: { icon: IconBuildingPlus, colour: "blue" },
  connectUnderwriter: { icon: IconPlugConnected, colour: "blue" },
  newRisk: { icon: IconShieldPlus, colour: "teal" },
  risks: { icon: IconShieldCheck, colour: "teal" },
  products: { icon: IconBox, colour: "violet" },
  claims: { icon: IconAlertOctagon, colour: "red" },
  policies: { icon: IconFileCertificate, colour: "indigo" },
  incidents: { icon: IconAlertOctagon, colour: "grape" },
  newIncident: { icon: IconFilePlus, colour: "grape" },
  bindingAgreements: { icon: IconFileCertificate, colour: "indigo" },
  bordereaux: { icon: IconReportAnalytics, colour: "cyan" },
  connections: { icon: IconLink, colour: "blue" },
  brokerRequests: { icon: IconUsersGroup, colour: "blue" },
  dashboard: { icon: IconLayoutDashboard, colour: "blue" },
  companies: { icon: IconBuildingStore, colour: "orange" },
  outbox: { icon: IconMailbox, colour: "gray" },
  manageCompany: { icon: IconBuildingCog, colour: "yellow" },
  switchCompany: { icon: IconArrowsExchange, colour: "orange" },
  account: { icon: IconUserCircle, colour: "gray" },
};
