import type { TCompanyEventView } from "@platform/domain";
import { toSeconds } from "../users/index.ts";
import type { CompanyEventRow, StoredEventAction } from "./tables.ts";

/**
 * A webhook's configuration without its secrets: whether one is set and, after a rotation, until
 * when the one it replaced still signs (seconds).
 */
function webhookConfig(action: StoredEventAction) {
  const { sealedSecret, previousSecretExpiresAt, config } = action;
  return {
    ...config,
    secretSet: sealedSecret !== undefined,
    ...(previousSecretExpiresAt
      ? { previousSecretExpiresAt: toSeconds(new Date(previousSecretExpiresAt)) }
      : {}),
  };
}

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
    actions: row.actions.map((action) => ({
      name: action.name,
      action: action.action,
      config: action.action === "callWebhook" ? webhookConfig(action) : action.config,
    })),
    updatedAt: toSeconds(row.updatedAt),
    ...(generatedSecrets && Object.keys(generatedSecrets).length > 0 ? { generatedSecrets } : {}),
  };
}
