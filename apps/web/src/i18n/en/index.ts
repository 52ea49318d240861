/** The one English catalogue: every user-facing string of the web app. */
import { account } from "./account.ts";
import { agreements } from "./agreements.ts";
import { auth } from "./auth.ts";
import { claims } from "./claims.ts";
import { common } from "./common.ts";
import { companies } from "./companies.ts";
import { companyEvents } from "./companyEvents.ts";
import { dashboard } from "./dashboard.ts";
import { errors } from "./errors.ts";
import { home } from "./home.ts";
import { legal } from "./legal.ts";
import { notifications } from "./notifications.ts";
import { policyChanges } from "./policyChanges.ts";
import { premium } from "./premium.ts";
import { products } from "./products.ts";
import { rating } from "./rating.ts";
import { proposals, renewals } from "./renewals.ts";
import { reports } from "./reports.ts";
import { riskDocuments } from "./risk-documents.ts";
import { risks } from "./risks.ts";
import { security } from "./security.ts";
import { shell } from "./shell.ts";
import { systemConsole } from "./systemConsole.ts";
import { attachmentPicker, templateTriggers } from "./template-triggers.ts";
import { workflow } from "./workflow.ts";

export const en = {
  common,
  errors,
  shell,
  auth,
  account,
  notifications,
  products,
  agreements,
  companies,
  companyEvents,
  home,
  legal,
  security,
  rating,
  workflow,
  premium,
  risks,
  riskDocuments,
  policyChanges,
  dashboard,
  reports,
  renewals,
  proposals,
  claims,
  systemConsole,
  templateTriggers,
  attachmentPicker,
};
