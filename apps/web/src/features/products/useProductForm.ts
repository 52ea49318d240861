import "../../i18n/strings/products.ts";
import { useForm } from "@mantine/form";
import {
  type TProductDetails,
  type TProductDetailsInput,
  ZProductDetails,
} from "@platform/domain/schemas/product";
import type { TProduct } from "@platform/domain/schemas/product-views";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../api/apiErrors.ts";
import { settleSaved } from "../../ui/forms/settleSaved.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { zodResolver } from "../../ui/zodResolver.ts";
import { useSaveVersionMutation } from "./api.ts";

/** The form holds the details as the API does, with select values as strings. */
export type ProductFormValues = Omit<
  TProductDetails,
  "insuranceClassId" | "productClassId" | "kind" | "description" | "codes"
> & {
  insuranceClassId: string;
  productClassId: string;
  kind: string;
  description: string;
  codes: { code: string; description: string }[];
};

/** A deep copy: cached API data is frozen, and the form edits nested objects in place. */
export const toValues = (details: TProductDetails): ProductFormValues => ({
  ...structuredClone(details),
  description: details.description ?? "",
  insuranceClassId: details.insuranceClassId ? String(details.insuranceClassId) : "",
  productClassId: details.productClassId ? String(details.productClassId) : "",
  kind: String(details.kind),
  codes: details.codes.map((code) => ({ code: code.code, description: code.description ?? "" })),
});

export const toRequest = (values: ProductFormValues): TProductDetailsInput =>
  ({
    ...values,
    description: values.description.trim() === "" ? null : values.description,
    insuranceClassId: values.insuranceClassId ? Number(values.insuranceClassId) : null,
    productClassId: values.productClassId ? Number(values.productClassId) : null,
    kind: Number(values.kind),
    codes: values.codes.map((code) => ({
      code: code.code,
      description: code.description.trim() === "" ? null : code.description,
    })),
  }) as TProductDetailsInput;

const validate = zodResolver(ZProductDetails);

/** The newest version's details; `save` resolves true once saved. Mount it keyed by version id. */
export function useProductForm(companyId: number, product: TProduct) {
  const { t } = useTranslation();
  const [saveVersion, { isLoading }] = useSaveVersionMutation();
  const version = product.currentVersion;
  const form = useForm<ProductFormValues>({
    mode: "controlled",
    initialValues: toValues(version.details),
    validate: (values) => validate(toRequest(values)),
  });
  const { setInitialValues, setValues, isDirty, resetDirty } = form;

  // A fresher copy of the version from the server becomes the clean state unless the user is editing.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the version changes
  useEffect(() => {
    if (isDirty()) return;
    const values = toValues(version.details);
    setInitialValues(values);
    setValues(values);
    resetDirty(values);
  }, [version.updatedAt]);

  /** Saves the version; `onErrors` hears the fields in error when it is refused. */
  const save = useCallback(
    async (onErrors?: (fields: string[]) => void): Promise<boolean> => {
      const checked = form.validate();
      if (checked.hasErrors) {
        onErrors?.(Object.keys(checked.errors));
        return false;
      }
      const sent = form.getValues();
      const result = await saveVersion({
        companyId,
        productId: product.id,
        versionId: version.id,
        body: toRequest(sent),
      });
      if (result.error) {
        const errors = fieldErrors(result.error);
        form.setErrors(errors);
        onErrors?.(Object.keys(errors));
        return false;
      }
      settleSaved(form, sent, toValues(result.data.currentVersion.details));
      notifySuccess(t("products.detail.saved"));
      return true;
    },
    [form, product.id, version.id, saveVersion, companyId, t],
  );

  return { form, save, saving: isLoading };
}
