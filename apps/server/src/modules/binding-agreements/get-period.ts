import type { Ctx } from "../../platform/context/index.ts";
import { namesOf, readableVersions } from "./period-access.ts";
import { presentPeriod } from "./period-present.ts";

/** One period with the versions the acting company sees. */
export async function getPeriod(ctx: Ctx, input: { agreementId: number; periodId: number }) {
  const { db } = ctx;
  const { role, head, versions: seen } = await readableVersions(ctx, input);
  const names = await namesOf(db, head.companyId, seen[seen.length - 1]!);
  if (role === "agency") return { ...presentPeriod({ head, versions: seen }, role), names };
  // The insurer sees the period as its newest visible version has it (never a draft's dates).
  const shown = seen[seen.length - 1]!;
  const presented = presentPeriod(
    {
      head: {
        ...head,
        dateFrom: shown.dateFrom,
        dateTo: shown.dateTo,
        visibility: shown.visibility,
        latestVersionNumber: shown.versionNumber,
        latestPublishedVersionNumber: shown.versionNumber,
      },
      versions: seen,
    },
    role,
  );
  return { ...presented, names };
}
