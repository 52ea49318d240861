/**
 * The company events port (SPEC §2 company events): a module raises an event from its transition
 * in the transition's own transaction, without depending on the module that runs the companies'
 * chains. The application wires the implementation in at composition; by default nothing runs.
 */
import type { CompanyEventType } from "@platform/domain";
import type { DbOrTx } from "../db/index.ts";
import type { AfterCommit } from "../db/transaction.ts";

export interface RaisedEvent {
  type: CompanyEventType;
  /** The package the event concerns: its underwriting agency and its brokerage are told. */
  riskPackageId: number;
  /** The transaction it is about, when the event carries one (else the package's main one). */
  transactionId?: number;
  /** The event's facts beyond the risk and the transaction (the catalogue's `data`). */
  data?: Record<string, unknown>;
  /** Who raised it; null when the platform did (a sweep, a job). */
  userId: number | null;
}

export interface CompanyEventsPort {
  raise(tx: DbOrTx, afterCommit: AfterCommit, event: RaisedEvent): Promise<void>;
}

export const noCompanyEvents: CompanyEventsPort = { raise: async () => {} };
