import { pageMeta, pageWindow, type TPageQuery } from "@platform/domain";
import type { Ctx } from "../../platform/context/index.ts";
import { authorizePackages } from "./access.ts";
import { assertBrokerCompany, brokerPackages } from "./available.ts";

/** Brokerage users add products only through their broker (SPEC §6). */
export async function listAvailablePackages(
  ctx: Ctx,
  input: { query: TPageQuery & { search?: string } },
) {
  const { db, actor } = ctx;
  const { query } = input;
  const brokerCompanyId = authorizePackages(actor, "place");
  await assertBrokerCompany(db, brokerCompanyId);
  const window = pageWindow(query);
  const { data, total } = await brokerPackages(db, brokerCompanyId, {
    search: query.search,
    window,
    now: actor.now(),
  });
  // A page past the end still answers the total, which count(*) over () cannot give.
  const count =
    data.length === 0 && window.offset > 0
      ? (
          await brokerPackages(db, brokerCompanyId, {
            search: query.search,
            window: { limit: 1, offset: 0 },
            now: actor.now(),
          })
        ).total
      : total;
  return { data, meta: pageMeta(count, query) };
}
