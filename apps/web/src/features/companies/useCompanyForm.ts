import { useForm } from "@mantine/form";
import {
  type TCreateCompanyRequest,
  type TUpdateCompanyRequest,
  ZCreateCompanyRequest,
  ZUpdateCompanyRequest,
} from "@platform/domain/schemas/company";
import { useCallback, useEffect } from "react";
import { fieldErrors } from "../../api/apiErrors.ts";
import { zodResolver } from "../../ui/zodResolver.ts";
import type { TCompany } from "./types.ts";

/** The registration details of SPEC §3 as the form holds them (text inputs hold strings). */
export interface CompanyFormValues {
  name: string;
  tradingName: string;
  legalName: string;
  registrationType: "1" | "2";
  registrationNumber: string;
  refCompanyTypeId: string;
  handle: string;
  address: {
    line1: string;
    line2: string;
    city: string;
    state: string | null;
    postcode: string;
    country: "AU" | "NZ";
  };
  yearEstablished: number | string;
  website: string;
  currency: string;
  tags: string[];
}

export const emptyCompanyValues: CompanyFormValues = {
  name: "",
  tradingName: "",
  legalName: "",
  registrationType: "1",
  registrationNumber: "",
  refCompanyTypeId: "",
  handle: "",
  address: { line1: "", line2: "", city: "", state: null, postcode: "", country: "AU" },
  yearEstablished: "",
  website: "",
  currency: "aud",
  tags: [],
};

export function companyToValues(company: TCompany): CompanyFormValues {
  return {
    name: company.name,
    tradingName: company.tradingName ?? "",
    legalName: company.legalName ?? "",
    registrationType: company.registrationType === 2 ? "2" : "1",
    registrationNumber: company.registrationNumber ?? "",
    refCompanyTypeId: String(company.refCompanyTypeId),
    handle: company.handle,
    address: {
      line1: company.address.line1 ?? "",
      line2: company.address.line2 ?? "",
      city: company.address.city ?? "",
      state: company.address.state,
      postcode: company.address.postcode ?? "",
      country: company.address.country ?? "AU",
    },
    yearEstablished: company.yearEstablished ?? "",
    website: company.website ?? "",
    currency: company.currency,
    tags: company.tags,
  };
}

function commonRequest(values: CompanyFormValues) {
  return {
    name: values.name,
    tradingName: values.tradingName,
    legalName: values.legalName,
    registrationType: Number(values.registrationType) as 1 | 2,
    registrationNumber: values.registrationNumber,
    address: {
      ...values.address,
      state: values.address.country === "NZ" ? null : values.address.state,
    },
    yearEstablished: values.yearEstablished === "" ? null : Number(values.yearEstablished),
    website: values.website,
    currency: values.currency,
    tags: values.tags,
  };
}

/** What POST /companies receives (before the shared schema's transforms). */
export const toCreateRequest = (values: CompanyFormValues) => ({
  ...commonRequest(values),
  refCompanyTypeId: values.refCompanyTypeId === "" ? undefined : Number(values.refCompanyTypeId),
  handle: values.handle.trim().toLowerCase(),
});

const validateCreate = zodResolver(ZCreateCompanyRequest);
const validateUpdate = zodResolver(ZUpdateCompanyRequest);

/**
 * The company registration form, checked by the API's own schema (same rules, same messages)
 * and showing the server's 422 field errors beside the fields.
 */
export function useCompanyForm(mode: "create" | "update", initial: CompanyFormValues) {
  const form = useForm<CompanyFormValues>({
    mode: "controlled",
    initialValues: initial,
    validate: (values) =>
      mode === "create"
        ? validateCreate(toCreateRequest(values))
        : validateUpdate(commonRequest(values)),
  });

  const { setInitialValues, setValues, isDirty } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the saved company changes
  useEffect(() => {
    if (isDirty()) return;
    setInitialValues(initial);
    setValues(initial);
  }, [JSON.stringify(initial)]);

  /** Validates, sends, and shows field errors; resolves the answer or null. */
  const submit = useCallback(
    async <T>(
      send: (body: TCreateCompanyRequest | TUpdateCompanyRequest) => Promise<{
        data?: T;
        error?: unknown;
      }>,
    ): Promise<T | null> => {
      if (form.validate().hasErrors) return null;
      const sent = form.getValues();
      const body =
        mode === "create"
          ? ZCreateCompanyRequest.parse(toCreateRequest(sent))
          : ZUpdateCompanyRequest.parse(commonRequest(sent));
      const result = await send(body);
      if (result.error !== undefined) {
        form.setErrors(fieldErrors(result.error));
        return null;
      }
      // What was typed while the save was in flight is not saved: the form stays dirty for it.
      form.resetDirty(sent);
      return result.data ?? null;
    },
    [form, mode],
  );

  return { form, submit };
}
