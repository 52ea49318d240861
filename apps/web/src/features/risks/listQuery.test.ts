import { ZRiskListQuery } from "@platform/domain/risks/schemas";
import { describe, expect, it } from "vitest";
import { activeFilterCount, emptyFilters, toListParams } from "./listQuery.ts";

describe("risks list filters → query", () => {
  it("sends only the page, size and sort when nothing is filtered", () => {
    expect(toListParams(emptyFilters, 1, 25)).toEqual({ page: 1, perPage: 25, sort: "-updated" });
    expect(activeFilterCount(emptyFilters)).toBe(0);
  });

  it("joins ids with commas, sorted and without repeats, and trims the search", () => {
    const params = toListParams(
      {
        ...emptyFilters,
        search: "  Kookaburra ",
        status: [5, 3, 5],
        type: [1],
        classId: [4, 1],
        brokerCompanyId: [12],
        assignedUnderwriterId: [7],
        underwritingStatusId: [2, 9],
        sort: "-premium",
      },
      3,
      50,
    );
    expect(params).toEqual({
      page: 3,
      perPage: 50,
      sort: "-premium",
      search: "Kookaburra",
      status: "3,5",
      type: "1",
      classId: "1,4",
      brokerCompanyId: "12",
      assignedUnderwriterId: "7",
      underwritingStatusId: "2,9",
    });
  });

  it("reads a backwards date range the right way round", () => {
    const params = toListParams(
      { ...emptyFilters, inceptionFrom: "2026-12-31", inceptionTo: "2026-01-01" },
      1,
      25,
    );
    expect(params.inceptionFrom).toBe("2026-01-01");
    expect(params.inceptionTo).toBe("2026-12-31");
    expect(activeFilterCount({ ...emptyFilters, inceptionFrom: "2026-01-01", status: [1] })).toBe(
      2,
    );
  });

  it("leaves out ids no record can have (from an edited address), which the server refuses", () => {
    const params = toListParams({ ...emptyFilters, productId: [3, 2 ** 31] }, 1, 25);
    expect(params.productId).toBe("3");
    expect(ZRiskListQuery.safeParse({ productId: String(2 ** 31) }).success).toBe(false);
  });

  it("produces a query the server's schema accepts as sent", () => {
    const params = toListParams(
      {
        ...emptyFilters,
        search: "CUA",
        status: [5],
        productId: [3, 4],
        inceptionFrom: "2026-01-01",
      },
      2,
      25,
    );
    const parsed = ZRiskListQuery.parse(
      Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    );
    expect(parsed).toMatchObject({
      page: 2,
      perPage: 25,
      search: "CUA",
      status: [5],
      productId: [3, 4],
      inceptionFrom: "2026-01-01",
      sort: "-updated",
    });
  });
});
