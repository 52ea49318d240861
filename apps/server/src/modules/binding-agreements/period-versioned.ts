/** Binding-agreement periods as a versioned item (SPEC §3, §4): the kernel's descriptor. */
import { messages } from "@platform/domain";
import { versioned } from "../../platform/versioning/index.ts";
import { periodVersionAccess } from "./access.ts";
import { periodContentOf, presentPeriod } from "./period-present.ts";
import {
  bindingAgreementPeriods,
  bindingAgreementPeriodVersions,
  type PeriodContent,
  type PeriodRow,
  type PeriodVersionRow,
} from "./tables.ts";

export type { PeriodContent } from "./tables.ts";

export const periodVersioning = versioned<
  PeriodRow,
  PeriodVersionRow,
  PeriodContent,
  ReturnType<typeof presentPeriod>
>({
  kind: "agreementPeriod",
  head: {
    table: bindingAgreementPeriods,
    id: bindingAgreementPeriods.id,
    companyId: bindingAgreementPeriods.companyId,
    latestVersionNumber: bindingAgreementPeriods.latestVersionNumber,
    latestPublishedVersionNumber: bindingAgreementPeriods.latestPublishedVersionNumber,
    archivedAt: bindingAgreementPeriods.archivedAt,
    updatedAt: bindingAgreementPeriods.updatedAt,
  },
  version: {
    table: bindingAgreementPeriodVersions,
    id: bindingAgreementPeriodVersions.id,
    headId: bindingAgreementPeriodVersions.periodId,
    headKey: "periodId",
    companyId: bindingAgreementPeriodVersions.companyId,
    versionNumber: bindingAgreementPeriodVersions.versionNumber,
    status: bindingAgreementPeriodVersions.status,
    savedAt: bindingAgreementPeriodVersions.savedAt,
    publishedAt: bindingAgreementPeriodVersions.publishedAt,
    lockedAt: bindingAgreementPeriodVersions.lockedAt,
    usageCount: bindingAgreementPeriodVersions.usageCount,
    updatedAt: bindingAgreementPeriodVersions.updatedAt,
  },
  ...periodVersionAccess,
  messages: {
    notFound: "Period not found",
    versionNotFound: "Period version not found",
    lock: { modify: messages.modifyInUse, delete: messages.deleteInUse },
  },
  audit: { head: "agreementPeriod", version: "agreementPeriodVersion" },
  contentOf: periodContentOf,
  contentColumns: (content) => ({ ...content }),
  headColumns: (content) => ({
    dateFrom: content.dateFrom,
    dateTo: content.dateTo,
    visibility: content.visibility,
  }),
  present: async (_db, _actor, snapshot) => presentPeriod(snapshot, "agency"),
});
