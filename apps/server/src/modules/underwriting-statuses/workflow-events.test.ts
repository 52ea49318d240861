/**
 * Statuses that move with the workflow (SPEC §2 workflow configuration): a company sets which of
 * its statuses a quote, a bind and a decline move a risk to; the move happens in the action's
 * transaction with the audit row a manual move writes, and nothing moves when no status takes
 * the event. The demo agency's board is configured so (seed/demo-workflow.ts).
 */
import { underwritingStatusMessages } from "@platform/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import { newRisk, piAnswers, riskMarket } from "../risks/fixtures.ts";

let t: TestApp;
let m: Awaited<ReturnType<typeof riskMarket>>;
type Status = { id: number; name: string; setOn: string | null };
let statuses: Status[];

const url = () => `/api/companies/${m.id.coastal}/underwriting-statuses`;
const byName = (name: string) => statuses.find((s) => s.name === name)!;
const brokerRisk = (id: number) => `/api/companies/${m.id.harbourside}/risks/${id}`;
const uwRisk = (id: number) => `/api/companies/${m.id.coastal}/risks/${id}`;
const statusOf = async (id: number) =>
  (await m.underwriter.get(uwRisk(id))).body.underwritingStatus?.name ?? null;

/** A risk the broker submits: quoted on the spot, or referred (`refer`). */
async function submitted({ refer = false } = {}) {
  const answers = refer ? piAnswers({ claims: true, claimDetails: "One" }) : piAnswers();
  const created = await m.broker.post(
    `/api/companies/${m.id.harbourside}/risks`,
    newRisk(m.packageId, { answers }),
  );
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const submit = await m.broker.post(`${brokerRisk(created.body.id)}/submit`, {});
  expect(submit.status, JSON.stringify(submit.body)).toBe(200);
  return created.body.id as number;
}

beforeAll(async () => {
  t = await createTestApp();
  m = await riskMarket(t);
  statuses = (await m.underwriter.get(url())).body.data;
});
afterAll(() => t.close());

describe("the workflow's events", () => {
  it("are configured per status: the demo board sets one status per event", async () => {
    expect(statuses.map((s) => [s.name, s.setOn])).toEqual([
      ["New", null],
      ["In review", null],
      ["Awaiting broker", "quote"],
      ["Ready to bind", null],
      ["Bound", "bind"],
      ["Declined", "decline"],
    ]);
  });

  it("refuses an event another status takes, and a name in use, with field messages", async () => {
    const clash = await m.underwriter.post(url(), {
      name: "bound",
      colour: "#123456",
      setOn: "bind",
    });
    expect(clash.status).toBe(422);
    expect(clash.body.errors).toEqual({
      name: ["The name is already in use"],
      setOn: [underwritingStatusMessages.eventTaken("Bound")],
    });
    const unknown = await m.underwriter.post(url(), {
      name: "Lapsed",
      colour: "#123456",
      setOn: "lapse",
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.setOn).toEqual(["Choose quote, bind, decline or none"]);
    const ready = byName("Ready to bind");
    const taken = await m.underwriter.put(`${url()}/${ready.id}`, {
      name: ready.name,
      colour: "#15aabf",
      setOn: "quote",
    });
    expect(taken.body.errors).toEqual({
      setOn: [underwritingStatusMessages.eventTaken("Awaiting broker")],
    });
    // Saving a status with its own event, or without naming one, keeps it.
    const bound = byName("Bound");
    const same = await m.underwriter.put(`${url()}/${bound.id}`, {
      name: "Bound",
      colour: "#40c057",
      setOn: "bind",
    });
    expect(same.status).toBe(200);
    const kept = await m.underwriter.put(`${url()}/${bound.id}`, {
      name: "Bound",
      colour: "#2f9e44",
    });
    expect(kept.body).toMatchObject({ colour: "#2f9e44", setOn: "bind" });
    // A view-only reader cannot change the workflow.
    expect(
      (
        await m.broker.put(`/api/companies/${m.id.harbourside}/underwriting-statuses/1`, {
          name: "X",
          colour: "#000000",
          setOn: "bind",
        })
      ).status,
    ).toBe(403);
  });

  it("moves a risk when it is quoted, bound or declined, with the audit row", async () => {
    const quoted = await submitted();
    expect(await statusOf(quoted)).toBe("Awaiting broker");
    const bind = await m.broker.post(`${brokerRisk(quoted)}/bind`, { declaration: true });
    expect(bind.status, JSON.stringify(bind.body)).toBe(200);
    expect(bind.body.underwritingStatus).toMatchObject({ name: "Bound" });
    const timeline = await m.underwriter.get(`${uwRisk(quoted)}/timeline`);
    const moves = timeline.body.data
      .filter((e: { action: string }) => e.action === "riskPackage.underwritingStatusChanged")
      .map((e: { description: string }) => e.description);
    expect(moves).toEqual([
      "Underwriting status set to Bound (on bind)",
      "Underwriting status set to Awaiting broker (on quote)",
    ]);

    const referred = await submitted({ refer: true });
    expect(await statusOf(referred)).toBe("New");
    const quote = await m.underwriter.post(`${uwRisk(referred)}/quote`, {});
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.underwritingStatus).toMatchObject({ name: "Awaiting broker" });

    const toDecline = await submitted({ refer: true });
    const declined = await m.underwriter.post(`${uwRisk(toDecline)}/decline`, {
      reason: "Outside appetite",
    });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.underwritingStatus).toMatchObject({ name: "Declined" });
  });

  it("leaves the status where it is when a bind fails, and when no status takes the event", async () => {
    const risk = await submitted();
    expect(await statusOf(risk)).toBe("Awaiting broker");
    // The bind's own audit row is written after the status moved: failing it fails the bind.
    await t.db.execute(sql`create function fail_bound_audit() returns trigger as $$
      begin
        if new.action = 'risk.bound' then raise exception 'audit store unavailable'; end if;
        return new;
      end $$ language plpgsql`);
    await t.db.execute(sql`create trigger fail_bound_audit before insert on audit_log
      for each row execute function fail_bound_audit()`);
    const failed = await m.broker.post(`${brokerRisk(risk)}/bind`, { declaration: true });
    expect(failed.status).toBe(500);
    await t.db.execute(sql`drop trigger fail_bound_audit on audit_log`);
    await t.db.execute(sql`drop function fail_bound_audit()`);
    const after = await m.underwriter.get(uwRisk(risk));
    expect(after.body.underwritingStatus).toMatchObject({ name: "Awaiting broker" });
    expect(after.body.policyNumber).toBeNull();

    // No status takes the bind any more: binding leaves the risk where it is.
    const bound = byName("Bound");
    const cleared = await m.underwriter.put(`${url()}/${bound.id}`, {
      name: "Bound",
      colour: "#40c057",
      setOn: null,
    });
    expect(cleared.body.setOn).toBeNull();
    const bind = await m.broker.post(`${brokerRisk(risk)}/bind`, { declaration: true });
    expect(bind.status, JSON.stringify(bind.body)).toBe(200);
    expect(bind.body.underwritingStatus).toMatchObject({ name: "Awaiting broker" });
  });
});
