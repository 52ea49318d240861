import type { TCompanyEventView } from "@platform/domain";
import { toSeconds } from "../users/index.ts";
import type { CompanyEventRow } from "./tables.ts";

/** An event as the API shows it: a webhook says only whether it has a secret, never the secret. */
export function presentEvent(
  row: CompanyEventRow,
  generatedSecrets?: Record<string, string>,
): TCompanyEventView {
  return {
    id: row.id,
    name: row.name,
    event: row.event,
    filters: row.filters as TCompanyEventView["filters"],
    synchronous: row.synchronous,
    delaySeconds: row.delaySeconds,
    daysBefore: row.daysBefore,
    enabled: row.enabled,
    actions: row.actions.map(({ sealedSecret, ...action }) => ({
      name: action.name,
      action: action.action,
      config:
        action.action === "callWebhook"
          ? { ...action.config, secretSet: sealedSecret !== undefined }
          : action.config,
    })),
    updatedAt: toSeconds(row.updatedAt),
    ...(generatedSecrets && Object.keys(generatedSecrets).length > 0 ? { generatedSecrets } : {}),
  };
}
