import { ChargeType } from "@platform/domain/enums";
import { computePremium } from "@platform/domain/rating/premium";
import { describe, expect, it } from "vitest";
import { money } from "./PremiumTable.tsx";
import { premiumLines } from "./premiumLines.ts";

const breakdown = computePremium({
  ratedPremium: "1000",
  charges: [
    { name: "Policy charge", type: ChargeType.OtherCharge, amount: "50" },
    { name: "Loyalty discount", type: ChargeType.DiscountCharge, percent: "10" },
  ],
  country: "AU",
  state: "VIC",
  insuranceClass: 4,
  taxDate: "2026-03-01",
  brokerCommissionPercent: "15",
  adminFee: "40",
});

describe("premium lines", () => {
  const lines = premiumLines(breakdown);
  const byKey = (key: string) => lines.find((line) => line.key === key);

  it("lists every amount of the breakdown once, in reading order", () => {
    const amounts = Object.entries(breakdown)
      .filter(([, value]) => typeof value === "string")
      .map(([key]) => key);
    for (const key of amounts) expect(byKey(key), key).toBeDefined();
    const order = lines.map((line) => line.key);
    expect(order.indexOf("ratedPremium")).toBeLessThan(order.indexOf("basePremium"));
    expect(order.indexOf("grossPremium")).toBeLessThan(order.indexOf("amountPayable"));
    expect(order.at(-1)).toBe("netToUnderwriter");
  });

  it("shows charges under their own names and discounts as negative amounts", () => {
    expect(byKey("other-0")).toMatchObject({ label: { text: "Policy charge" }, amount: "50.00" });
    const discount = byKey("discount-0");
    expect(discount?.label).toEqual({ text: "Loyalty discount" });
    expect(discount?.kind).toBe("discount");
    expect(discount?.amount.startsWith("-")).toBe(true);
    expect(discount?.rate).toBe("10%");
  });

  it("gives the rates beside GST, duty and commission", () => {
    expect(byKey("premiumGst")?.rate).toBe("10%");
    expect(byKey("brokerCommission")?.rate).toBe("15%");
    expect(byKey("amountPayable")?.kind).toBe("total");
    expect(byKey("amountPayable")?.amount).toBe(breakdown.amountPayable);
  });

  it("formats money to the cent, and a missing amount as a dash", () => {
    expect(money("1234.5")).toBe("$1,234.50");
    expect(money("-108.00")).toBe("-$108.00");
    expect(money(null)).toBe("—");
    expect(money("12.00", "nzd")).toBe("$12.00");
  });
});
