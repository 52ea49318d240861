/**
 * The outbox: side effects of a change (email, SMS, realtime pushes) are written as job rows in
 * the change's own transaction and delivered by jobs once it commits, with retries. A rollback
 * sends nothing; a crash after the commit loses nothing (the next start delivers).
 * Delivery is at least once: a crash between sending and recording it sends again.
 */
import type { TUserNotification } from "@platform/domain";
import type { Config } from "../../config.ts";
import type { Db, DbOrTx } from "../db/index.ts";
import type { AfterCommit } from "../db/transaction.ts";
import type { Jobs } from "../jobs/index.ts";
import { createDelivery, type OutgoingMessage } from "../mail/index.ts";
import type { RealtimeHub } from "../realtime/hub.ts";

export type PushedNotification = Partial<TUserNotification> & { companyId?: number | null };

export interface Outbox {
  /** An email or text message, handed to SMTP / the SMS provider / the outbox table after commit. */
  message(tx: DbOrTx, afterCommit: AfterCommit, message: OutgoingMessage): Promise<void>;
  /** A realtime event to the user's private room, after commit. */
  push(
    tx: DbOrTx,
    afterCommit: AfterCommit,
    userId: number,
    notification: PushedNotification,
  ): Promise<void>;
}

export const MAIL_JOB = "mail.send";
export const PUSH_JOB = "realtime.push";

/** Defines the delivery jobs and returns the outbox that feeds them. */
export function createOutbox(
  jobs: Jobs,
  deps: { db: Db; config: Config; realtime: RealtimeHub },
): Outbox {
  const delivery = createDelivery(deps.db, deps.config);
  jobs.define<OutgoingMessage>({
    name: MAIL_JOB,
    // 30 s, 1, 2, 4, 8 minutes: an SMTP or SMS provider outage of a quarter hour loses nothing.
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    handle: async (message) => {
      await delivery.send(message);
    },
  });
  jobs.define<{ userId: number; notification: PushedNotification }>({
    name: PUSH_JOB,
    // A push is worth little late (clients refetch on reconnect): a couple of quick retries.
    retryLimit: 2,
    retryDelaySeconds: 2,
    expireInSeconds: 30,
    handle: async ({ userId, notification }) => {
      deps.realtime.notifyUser(userId, notification);
    },
  });

  async function add(tx: DbOrTx, afterCommit: AfterCommit, name: string, data: unknown) {
    await jobs.sendInTransaction(tx, name, data);
    afterCommit(() => jobs.wake(name));
  }

  return {
    message: (tx, afterCommit, message) => add(tx, afterCommit, MAIL_JOB, message),
    push: (tx, afterCommit, userId, notification) =>
      add(tx, afterCommit, PUSH_JOB, { userId, notification }),
  };
}
