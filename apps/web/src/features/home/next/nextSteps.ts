import "../../../i18n/strings/home.ts";
import { CompanyType, type NavigationLinks } from "../../../domain.ts";

export type StepKey =
  | "registerCompany"
  | "newRisk"
  | "risks"
  | "products"
  | "claims"
  | "policies"
  | "incidents"
  | "newIncident"
  | "bindingAgreements"
  | "bordereaux"
  | "connections"
  | "connectUnderwriter"
  | "brokerRequests"
  | "dashboard"
  | "companies"
  | "outbox"
  | "manageCompany"
  | "switchCompany"
  | "account";

export interface Step {
  key: StepKey;
  to: string;
  /** Drawn as the one main action of the page. */
  primary?: boolean;
  /** Another description for this kind of company (`home.welcome.steps.{key}.{variant}`). */
  variant?: "author" | "others" | "insurer";
}

export interface StepInput {
  typeId: number | null;
  links: NavigationLinks;
  canManage: boolean;
  /** Connections of a broker or underwriter; undefined while unknown. */
  connections?: number;
}

const brokeragesTab = "/company/manage?tab=brokerages";

/**
 * What a user can do next from the home page, by the kind of company they represent: only
 * links the navigation rules (`navigationLinks`) or the company's management rights allow.
 */
export function nextSteps({ typeId, links, canManage, connections }: StepInput): Step[] {
  const steps: Step[] = [];
  if (typeId === null) {
    steps.push({ key: "registerCompany", to: "/companies/new", primary: true });
  }
  if (typeId === CompanyType.Broker) {
    if (canManage && connections === 0) {
      steps.push({ key: "connectUnderwriter", to: brokeragesTab, primary: true });
    }
    if (links.products) steps.push({ key: "newRisk", to: "/risks/new" });
  }
  // An insurer reads what is written under the agreements it carries (SPEC §1).
  const insurer = typeId === CompanyType.Insurer ? ("insurer" as const) : undefined;
  if (links.dashboard) steps.push({ key: "dashboard", to: "/company/dashboard", variant: insurer });
  if (links.risks) steps.push({ key: "risks", to: "/risks", variant: insurer });
  if (links.products) {
    const authors = typeId === CompanyType.Underwriter || typeId === CompanyType.System;
    steps.push({
      key: "products",
      to: "/company/products",
      variant: authors ? "author" : undefined,
    });
  }
  if (links.bindingAgreements) {
    steps.push({ key: "bindingAgreements", to: "/company/binding-agreements" });
  }
  if (links.bordereaux) steps.push({ key: "bordereaux", to: "/company/bordereaux" });
  if (links.risks || typeId === CompanyType.Client) {
    const variant = typeId === CompanyType.Client ? undefined : (insurer ?? "others");
    steps.push({ key: "claims", to: "/claims", variant });
  }
  if (typeId === CompanyType.Client) steps.push({ key: "policies", to: "/client/policies" });
  if (links.incidents) {
    steps.push({ key: "incidents", to: "/incidents" });
    steps.push({ key: "newIncident", to: "/incidents/new" });
  }
  if (canManage && typeId === CompanyType.Underwriter) {
    steps.push({ key: "brokerRequests", to: brokeragesTab });
  }
  if (canManage && typeId === CompanyType.Broker && connections !== 0) {
    steps.push({ key: "connections", to: brokeragesTab });
  }
  if (typeId === CompanyType.System) {
    steps.push({ key: "companies", to: "/company/manage?tab=companies" });
    steps.push({ key: "outbox", to: "/system/outbox" });
  } else if (canManage || links.manageCompany) {
    steps.push({ key: "manageCompany", to: "/company/manage" });
  }
  if (links.switchCompany) steps.push({ key: "switchCompany", to: "/select-company" });
  steps.push({ key: "account", to: "/account" });
  return steps;
}
