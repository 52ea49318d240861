import type { DbOrTx } from "../../platform/db/index.ts";
import type { AppDeps } from "../../platform/deps/index.ts";
import { memberUserIds } from "../companies/index.ts";
import { notifyAll } from "../notifications/index.ts";

export async function notifyAdmins(
  tx: DbOrTx,
  afterCommit: Parameters<typeof notifyAll>[1],
  deps: AppDeps,
  companyId: number,
  message: string,
) {
  await notifyAll(tx, afterCommit, deps.outbox, await memberUserIds(tx, companyId), {
    companyId,
    type: "brokerage.changed",
    message,
    frontendUrl: "/company/manage",
  });
}

export async function tell(
  tx: DbOrTx,
  afterCommit: Parameters<typeof notifyAll>[1],
  deps: AppDeps,
  companyId: number,
  message: string,
) {
  await notifyAll(tx, afterCommit, deps.outbox, await memberUserIds(tx, companyId), {
    companyId,
    type: "brokerage.changed",
    message,
    frontendUrl: "/company/manage?tab=brokerages",
  });
}
