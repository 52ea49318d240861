import { describe, expect, it } from "vitest";
import { messages } from "../messages.ts";
import { checkEventChain, eventActionKinds, eventMessages } from "./actions.ts";
import {
  companyEventTypeNames,
  companyEventTypes,
  EVENT_PAYLOAD_MAX_BYTES,
  eventPayloadSchema,
} from "./catalogue.ts";
import { ZEventActionInput } from "./schemas.ts";

describe("the event chain's type check", () => {
  it("accepts a bound policy emailed with the schedule it generates, then a webhook", () => {
    expect(
      checkEventChain("risk.bound", [
        { action: "generateDocument" },
        { action: "sendEmail", attachPreviousDocument: true },
        { action: "callWebhook" },
      ]),
    ).toEqual({});
  });

  it("refuses an email attaching a document no step before it generated, beside that step", () => {
    expect(
      checkEventChain("risk.bound", [
        { action: "callWebhook" },
        { action: "sendEmail", attachPreviousDocument: true },
      ]),
    ).toEqual({ "actions.1.action": messages.eventActionMismatch });
  });

  it("refuses a document on an event without a transaction (a claim), and a note on none", () => {
    expect(checkEventChain("claim.notified", [{ action: "generateDocument" }])).toEqual({
      "actions.0.action": messages.eventActionMismatch,
    });
    expect(checkEventChain("claim.notified", [{ action: "addNote" }])).toEqual({});
  });

  it("a document generated event can be emailed on straight away", () => {
    expect(
      checkEventChain("document.generated", [
        { action: "sendEmail", attachPreviousDocument: true },
      ]),
    ).toEqual({});
  });

  it("lets a synchronous event use database actions only", () => {
    expect(
      checkEventChain(
        "risk.submitted",
        [{ action: "setUnderwritingStatus" }, { action: "addNote" }, { action: "notifyUsers" }],
        { synchronous: true },
      ),
    ).toEqual({});
    expect(
      checkEventChain("risk.submitted", [{ action: "addNote" }, { action: "callWebhook" }], {
        synchronous: true,
      }),
    ).toEqual({ "actions.1.action": eventMessages.synchronousDatabaseOnly("Call a webhook") });
  });
});

describe("the event catalogue", () => {
  const long = (n: number) => "x".repeat(n);
  const risk = {
    riskPackageId: 1,
    reference: "CUA-PI-202611-000001",
    policyNumber: "P26-0000001",
    insuredName: long(255),
    insuredState: "NSW",
    productId: 3,
    productName: long(255),
    classId: 1,
    brokerCompanyId: 2,
    brokerCompanyName: long(255),
    inceptionDate: "2026-11-30",
    expiryDate: "2027-11-30",
  };
  const transaction = {
    transactionId: 9,
    transactionType: "NB",
    effectiveDate: "2026-11-30",
    grossPremium: "5080.10",
    amountPayable: "5911.52",
  };
  const claim = { claimId: 4, claimReference: "CL-1", status: "open", dateOfLoss: "2026-11-20" };
  const examples: Record<string, Record<string, unknown>> = {
    "risk.referred": { risk, transaction, reasons: Array.from({ length: 50 }, () => long(200)) },
    "risk.declined": { risk, transaction, reason: long(2000) },
    "risk.quoted": { risk, transaction, quoteExpiryDate: "2026-12-30" },
    "risk.quoteExpiring": { risk, transaction, quoteExpiryDate: "2026-12-30" },
    "risk.bound": { risk, transaction, reinstatement: false },
    "risk.renewalDue": { risk },
    "approval.requested": { risk, transaction, requestedByUserId: 5 },
    "approval.decided": { risk, transaction, approved: true, decidedByUserId: 6 },
    "risk.underwriterAssigned": { risk, underwriterUserId: 5 },
    "risk.underwritingStatusChanged": { risk, fromStatusId: null, toStatusId: 2 },
    "claim.notified": { risk, claim },
    "claim.statusChanged": { risk, claim, fromStatus: "notified" },
    "document.generated": {
      risk,
      transaction,
      document: { documentId: 1, name: long(255), event: "bind", fileVersionId: 8 },
    },
    "proposal.completed": { risk, proposalId: 3, clientName: long(255) },
  };

  it("documents every event with a payload under 20 kB at the columns' longest values", () => {
    for (const type of companyEventTypeNames) {
      const data = examples[type] ?? { risk, transaction };
      const payload = {
        id: "evt_2WkQh1",
        type,
        occurredAt: "2026-11-29T05:00:00.000Z",
        companyId: 1,
        data,
      };
      expect(eventPayloadSchema(type).safeParse(payload).success, type).toBe(true);
      expect(JSON.stringify(payload).length, type).toBeLessThan(EVENT_PAYLOAD_MAX_BYTES);
      expect(companyEventTypes[type].title.length, type).toBeGreaterThan(0);
    }
  });
});

describe("an action's configuration", () => {
  it("says which fields an empty step still needs, in the form's words", () => {
    const needed = Object.fromEntries(
      eventActionKinds.map((action) => {
        const parsed = ZEventActionInput.safeParse({ name: "Step", action, config: {} });
        const issues = parsed.error?.issues ?? [];
        return [action, Object.fromEntries(issues.map((i) => [i.path.join("."), i.message]))];
      }),
    );
    const required = messages.required;
    expect(needed).toEqual({
      sendEmail: { "config.emailTemplateId": required },
      generateDocument: { "config.documentTemplateId": required },
      callWebhook: { "config.url": required },
      setUnderwritingStatus: { "config.underwritingStatusId": required },
      assignUnderwriter: { "config.userId": required },
      addNote: { "config.text": required },
      notifyUsers: { "config.userIds": required, "config.message": required },
      wait: { "config.seconds": required },
    });
  });
});
