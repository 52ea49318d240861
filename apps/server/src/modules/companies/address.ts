import type { TCreateCompanyRequest } from "@platform/domain";

export function addressColumns(address: TCreateCompanyRequest["address"]) {
  if (!address) return {};
  return {
    addressLine1: address.line1 ?? null,
    addressLine2: address.line2 ?? null,
    city: address.city ?? null,
    state: address.state ?? null,
    postcode: address.postcode ?? null,
    country: address.country,
  };
}
