import { underwritingStatusMessages, workflowMessages } from "@platform/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.ts";
import type { TestClient } from "../../test/client.ts";
import { demoMarket } from "../../test/market.ts";
import { insertRiskPackage } from "../../test/workflow-fixtures.ts";
import { riskPackages } from "../risks/tables.ts";
import { defaultStatusFor } from "./index.ts";

let t: TestApp;
let demo: Awaited<ReturnType<typeof demoMarket>>;
let underwriter: TestClient;
let coastal: number;
let summit: number;
let harbourside: number;
const url = () => `/api/companies/${coastal}/underwriting-statuses`;

beforeAll(async () => {
  t = await createTestApp();
  demo = await demoMarket(t);
  underwriter = await demo.signIn("underwriter@demo.test");
  coastal = await demo.companyId("coastal");
  summit = await demo.companyId("summit");
  harbourside = await demo.companyId("harbourside");
});
afterAll(() => t.close());

const market = () => demo;

describe("underwriting statuses", () => {
  it("lists the seeded board in order and starts new risks in the first status", async () => {
    const list = await underwriter.get(url());
    expect(list.status).toBe(200);
    expect(list.body.data.map((s: { name: string }) => s.name)).toEqual([
      "New",
      "In review",
      "Awaiting broker",
      "Ready to bind",
      "Bound",
      "Declined",
    ]);
    expect(list.body.meta).toMatchObject({ page: 1, total: 6 });
    expect(await defaultStatusFor(t.db, coastal)).toBe(list.body.data[0].id);
    const paged = await underwriter.get(`${url()}?perPage=2&page=2`);
    expect(paged.body.data.map((s: { name: string }) => s.name)).toEqual([
      "Awaiting broker",
      "Ready to bind",
    ]);
  });

  it("adds, renames and reorders, with field messages for bad input", async () => {
    const created = await underwriter.post(url(), { name: "Withdrawn", colour: "#FA5252" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: "Withdrawn",
      colour: "#fa5252",
      position: 6,
      setOn: null,
    });

    const duplicate = await underwriter.post(url(), { name: "in review", colour: "#000000" });
    expect(duplicate.status).toBe(422);
    expect(duplicate.body.errors).toEqual({ name: ["The name is already in use"] });
    const bad = await underwriter.post(url(), { name: "", colour: "red" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      name: ["The name field is required"],
      colour: ["Choose a colour"],
    });

    const renamed = await underwriter.put(`${url()}/${created.body.id}`, {
      name: "Not taken up",
      colour: "#868e96",
    });
    expect(renamed.body).toMatchObject({ name: "Not taken up", colour: "#868e96" });
    const clash = await underwriter.put(`${url()}/${created.body.id}`, {
      name: "New",
      colour: "#868e96",
    });
    expect(clash.body.errors).toEqual({ name: ["The name is already in use"] });

    const ids = (await underwriter.get(url())).body.data.map((s: { id: number }) => s.id);
    const reversed = [...ids].reverse();
    const reordered = await underwriter.put(`${url()}/reorder`, { ids: reversed });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data.map((s: { id: number }) => s.id)).toEqual(reversed);
    const partial = await underwriter.put(`${url()}/reorder`, { ids: reversed.slice(1) });
    expect(partial.status).toBe(422);
    expect(partial.body.errors).toEqual({ ids: [workflowMessages.reorderMismatch] });
    await underwriter.put(`${url()}/reorder`, { ids });
    expect(await defaultStatusFor(t.db, coastal)).toBe(ids[0]);
  });

  it("refuses to delete a status in use unless its risks move, in one transaction", async () => {
    const [inReview, awaiting] = (await underwriter.get(url())).body.data.slice(1, 3);
    const pkg = await insertRiskPackage(t.db, {
      companyId: coastal,
      brokerCompanyId: harbourside,
      underwritingStatusId: inReview.id,
    });
    const refused = await underwriter.delete(`${url()}/${inReview.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(underwritingStatusMessages.inUse);

    const self = await underwriter.delete(`${url()}/${inReview.id}?moveTo=${inReview.id}`);
    expect(self.body.errors).toEqual({ moveTo: [underwritingStatusMessages.moveToSelf] });
    const summitStatus = (
      await (
        await market().signIn("underwriter2@demo.test")
      ).get(`/api/companies/${summit}/underwriting-statuses`)
    ).body.data[0];
    const foreign = await underwriter.delete(`${url()}/${inReview.id}?moveTo=${summitStatus.id}`);
    expect(foreign.body.errors).toEqual({ moveTo: [workflowMessages.statusNotOfCompany] });

    const moved = await underwriter.delete(`${url()}/${inReview.id}?moveTo=${awaiting.id}`);
    expect(moved.status).toBe(204);
    const [row] = await t.db.select().from(riskPackages).where(eq(riskPackages.id, pkg.id));
    expect(row!.underwritingStatusId).toBe(awaiting.id);
    const names = (await underwriter.get(url())).body.data.map((s: { name: string }) => s.name);
    expect(names).not.toContain("In review");
    // An unused status goes without a move.
    const spare = await underwriter.post(url(), { name: "Spare", colour: "#123456" });
    expect((await underwriter.delete(`${url()}/${spare.body.id}`)).status).toBe(204);
  });

  it("sets a package's status from the underwriter side only", async () => {
    const [first, second] = (await underwriter.get(url())).body.data;
    const broker = await market().signIn("broker@demo.test");
    const pkg = await insertRiskPackage(t.db, {
      companyId: coastal,
      brokerCompanyId: harbourside,
      underwritingStatusId: first.id,
    });
    const statusUrl = `/api/companies/${coastal}/risks/${pkg.id}/underwriting-status`;
    const set = await underwriter.put(statusUrl, { underwritingStatusId: second.id });
    expect(set.status).toBe(200);
    expect(set.body.underwritingStatus).toMatchObject({ id: second.id, name: second.name });
    const timeline = await underwriter.get(`/api/companies/${coastal}/risks/${pkg.id}/timeline`);
    expect(timeline.body.data[0]).toMatchObject({
      action: "riskPackage.underwritingStatusChanged",
      description: `Underwriting status set to ${second.name}`,
      actor: { name: "Uma Underwriter" },
    });

    const summitStatus = (
      await (
        await market().signIn("underwriter2@demo.test")
      ).get(`/api/companies/${summit}/underwriting-statuses`)
    ).body.data[0];
    const foreign = await underwriter.put(statusUrl, { underwritingStatusId: summitStatus.id });
    expect(foreign.body.errors).toEqual({
      underwritingStatusId: [workflowMessages.statusNotOfCompany],
    });
    const cleared = await underwriter.put(statusUrl, { underwritingStatusId: null });
    expect(cleared.body.underwritingStatus).toBeNull();

    // The broker sees the risk but not the board; another underwriter does not see the risk.
    expect(
      (
        await broker.put(`/api/companies/${harbourside}/risks/${pkg.id}/underwriting-status`, {
          underwritingStatusId: first.id,
        })
      ).status,
    ).toBe(404);
    const summitUser = await market().signIn("underwriter2@demo.test");
    expect(
      (
        await summitUser.put(`/api/companies/${summit}/risks/${pkg.id}/underwriting-status`, {
          underwritingStatusId: summitStatus.id,
        })
      ).status,
    ).toBe(404);
  });

  it("is private to the company and needs ManageCompanyStatuses to change", async () => {
    const summitUser = await market().signIn("underwriter2@demo.test");
    expect((await summitUser.get(url())).status).toBe(404);
    expect((await summitUser.post(url(), { name: "X", colour: "#000000" })).status).toBe(404);
    const broker = await market().signIn("broker@demo.test");
    expect((await broker.get(url())).status).toBe(404);
    // A broker company holds no ManageCompanyStatuses: its own list is refused to change.
    expect(
      (
        await broker.post(`/api/companies/${harbourside}/underwriting-statuses`, {
          name: "X",
          colour: "#000000",
        })
      ).status,
    ).toBe(403);
  });
});
