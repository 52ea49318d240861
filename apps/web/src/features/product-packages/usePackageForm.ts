import { useForm } from "@mantine/form";
import {
  type TProductPackageRequest,
  ZProductPackageRequest,
} from "@platform/domain/schemas/product";
import type { TProductPackage } from "@platform/domain/schemas/product-views";
import { zodResolver } from "../../ui/zodResolver.ts";

export interface PackageValues {
  name: string;
  description: string;
  productType: string;
  referenceFormat: string;
  targetCountry: string;
  visibility: string;
  promotionalFileVersionId: number | null;
  mainProductId: string;
  addOnProductIds: string[];
}

export const emptyPackage: PackageValues = {
  name: "",
  description: "",
  productType: "wholesale",
  referenceFormat: "{yyyy}{mm}-{0p6:id}",
  targetCountry: "AU",
  visibility: "private",
  promotionalFileVersionId: null,
  mainProductId: "",
  addOnProductIds: [],
};

export const packageValues = (pkg: TProductPackage): PackageValues => ({
  name: pkg.name,
  description: pkg.description ?? "",
  productType: pkg.productType,
  referenceFormat: pkg.referenceFormat,
  targetCountry: pkg.targetCountry,
  visibility: pkg.visibility,
  promotionalFileVersionId: pkg.promotionalFileVersionId,
  mainProductId: String(pkg.mainProduct.id),
  addOnProductIds: pkg.addOns.map((addOn) => String(addOn.id)),
});

export const packageRequest = (values: PackageValues): TProductPackageRequest =>
  ({
    ...values,
    description: values.description.trim() === "" ? null : values.description,
    mainProductId: values.mainProductId ? Number(values.mainProductId) : undefined,
    addOnProductIds: values.addOnProductIds.map(Number),
  }) as TProductPackageRequest;

const validate = zodResolver(ZProductPackageRequest);

export function usePackageForm(initial: PackageValues) {
  return useForm<PackageValues>({
    mode: "controlled",
    initialValues: initial,
    validate: (values) => validate(packageRequest(values)),
  });
}
