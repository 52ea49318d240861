import { describe, expect, it } from "vitest";
import { MAX_PER_PAGE, pageMeta, pageWindow, ZPageQuery } from "./paging.ts";

describe("paging", () => {
  it("defaults to the first page of 25 and coerces query text", () => {
    expect(ZPageQuery.parse({})).toEqual({ page: 1, perPage: 25 });
    expect(ZPageQuery.parse({ page: "3", perPage: "50" })).toEqual({ page: 3, perPage: 50 });
  });
  it("refuses pages below 1 and more than the maximum per page", () => {
    expect(ZPageQuery.safeParse({ page: 0 }).success).toBe(false);
    expect(ZPageQuery.safeParse({ perPage: MAX_PER_PAGE + 1 }).success).toBe(false);
  });
  it("computes the window and the last page", () => {
    expect(pageWindow({ page: 3, perPage: 50 })).toEqual({ limit: 50, offset: 100 });
    expect(pageMeta(101, { page: 1, perPage: 50 })).toEqual({
      page: 1,
      perPage: 50,
      total: 101,
      lastPage: 3,
    });
    expect(pageMeta(0, { page: 1, perPage: 50 }).lastPage).toBe(1);
  });
});
