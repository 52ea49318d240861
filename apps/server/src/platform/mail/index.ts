/**
 * Email and SMS behind one interface. Email goes through SMTP (nodemailer) when SMTP_URL is
 * set; SMS through the configured provider; otherwise both land in `outbox_messages`, which
 * the system company's outbox page lists.
 */
import nodemailer, { type Transporter } from "nodemailer";
import type { Config } from "../../config.ts";
import type { DbOrTx } from "../db/index.ts";
import { outboxAttachments, outboxMessages } from "./tables.ts";

export interface OutgoingMessage {
  channel: "email" | "sms";
  to: string;
  /** Email only. */
  subject?: string;
  text: string;
  html?: string;
  userId?: number;
  /** Email only: more addresses, and files sent with it (read by the sender, not queued). */
  cc?: string[];
  bcc?: string[];
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Delivery {
  send(message: OutgoingMessage): Promise<{ via: "smtp" | "outbox" | "twilio" }>;
}

const transports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

/** The message and its files in one transaction: a failed attempt leaves nothing to resend twice. */
async function storeInOutbox(db: DbOrTx, message: OutgoingMessage) {
  const attachments = message.attachments ?? [];
  await db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(outboxMessages)
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        html: message.html,
        userId: message.userId,
        cc: message.cc ?? [],
        bcc: message.bcc ?? [],
        attachments: attachments.map((a) => a.filename),
      })
      .returning({ id: outboxMessages.id });
    if (stored && attachments.length > 0) {
      await tx.insert(outboxAttachments).values(
        attachments.map((a, position) => ({
          messageId: stored.id,
          position,
          name: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      );
    }
  });
  return { via: "outbox" as const };
}

/** Twilio's Messages API; documented in the README, used when SMS_PROVIDER=twilio. */
async function sendTwilio(
  twilio: { accountSid: string; authToken: string; from: string },
  message: OutgoingMessage,
) {
  const response = await fetch(
    `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(twilio.accountSid)}/Messages.json`,
    {
      method: "POST",
      headers: {
        authorization: `Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString("base64")}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ To: message.to, From: twilio.from, Body: message.text }),
    },
  );
  if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
  return { via: "twilio" as const };
}

export function createDelivery(db: DbOrTx, config: Config): Delivery {
  return {
    async send(message) {
      if (message.channel === "email" && config.mail.smtpUrl) {
        await smtpTransport(config.mail.smtpUrl).sendMail({
          from: config.mail.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          cc: message.cc,
          bcc: message.bcc,
          attachments: message.attachments,
        });
        return { via: "smtp" };
      }
      if (message.channel === "sms" && config.sms.provider === "twilio" && config.sms.twilio) {
        return sendTwilio(config.sms.twilio, message);
      }
      return storeInOutbox(db, message);
    },
  };
}
