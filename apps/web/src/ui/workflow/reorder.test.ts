import { describe, expect, it } from "vitest";
import { moveItem } from "./reorder.ts";

describe("moveItem", () => {
  it("swaps an item with its neighbour", () => {
    expect(moveItem([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moveItem([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
  });
  it("leaves the list as it is at either end, and never changes the input", () => {
    const list = [1, 2, 3];
    expect(moveItem(list, 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem(list, 2, 1)).toEqual([1, 2, 3]);
    expect(list).toEqual([1, 2, 3]);
  });
});
