import "../../i18n/strings/account.ts";
import { useForm } from "@mantine/form";
import { type TChangePasswordRequest, ZChangePasswordRequest } from "@platform/domain/schemas/auth";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../api/apiErrors.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { zodResolver } from "../../ui/zodResolver.ts";
import { useChangePasswordMutation } from "./api.ts";

const empty: TChangePasswordRequest = {
  current_password: "",
  password: "",
  password_confirmation: "",
};

export function useChangePasswordForm() {
  const { t } = useTranslation();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const form = useForm<TChangePasswordRequest>({
    mode: "controlled",
    initialValues: empty,
    validate: zodResolver<TChangePasswordRequest>(ZChangePasswordRequest),
  });

  const save = useCallback(async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const result = await changePassword(form.values);
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return false;
    }
    form.reset();
    notifySuccess(t("account.password.changed"));
    return true;
  }, [form, changePassword, t]);

  return { form, save, saving: isLoading };
}
