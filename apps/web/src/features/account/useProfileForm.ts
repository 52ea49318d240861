import "../../i18n/strings/account.ts";
import { useForm } from "@mantine/form";
import { type TUpdateUserRequest, ZUpdateUserRequest } from "@platform/domain/schemas/auth";
import { useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrors } from "../../api/apiErrors.ts";
import type { ContactMethodId, TUser } from "../../domain.ts";
import { settleSaved } from "../../ui/forms/settleSaved.ts";
import { notifySuccess } from "../../ui/notify.ts";
import { zodResolver } from "../../ui/zodResolver.ts";
import { useUpdateUserMutation } from "./api.ts";
import type { ProfileValues } from "./components/ProfileForm.tsx";

const toValues = (user: TUser): ProfileValues => ({
  name: user.name,
  phone: user.phone ?? "",
  preferredContactMethod: String(user.preferredContactMethod),
  theme: user.theme,
});

const toRequest = (values: ProfileValues): TUpdateUserRequest => ({
  name: values.name,
  phone: values.phone.trim() === "" ? null : values.phone.trim(),
  preferredContactMethod: Number(values.preferredContactMethod) as ContactMethodId,
  theme: values.theme,
});

const validateRequest = zodResolver<TUpdateUserRequest>(ZUpdateUserRequest);

/** The profile form, validated by the API's own schema; `save` resolves true when saved. */
export function useProfileForm(user: TUser) {
  const { t } = useTranslation();
  const [updateUser, { isLoading }] = useUpdateUserMutation();
  const form = useForm<ProfileValues>({
    mode: "controlled",
    initialValues: toValues(user),
    validate: (values) => validateRequest(toRequest(values)),
  });

  // A fresh user from the server (e.g. after saving) becomes the new clean state. While the
  // user is editing, only the theme follows (it can be changed from the avatar menu too).
  const { setInitialValues, setValues, setFieldValue, isDirty, getInitialValues } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the user changes
  useEffect(() => {
    const fresh = toValues(user);
    if (isDirty()) {
      setInitialValues({ ...getInitialValues(), theme: fresh.theme });
      setFieldValue("theme", fresh.theme);
      return;
    }
    setInitialValues(fresh);
    setValues(fresh);
  }, [user]);

  const save = useCallback(async (): Promise<boolean> => {
    if (form.validate().hasErrors) return false;
    const sent = form.getValues();
    const result = await updateUser(toRequest(sent));
    if (result.error) {
      form.setErrors(fieldErrors(result.error));
      return false;
    }
    settleSaved(form, sent, toValues(result.data));
    notifySuccess(t("account.profile.saved"));
    return true;
  }, [form, updateUser, t]);

  return { form, save, saving: isLoading };
}
