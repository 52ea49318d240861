import "../../../i18n/strings/security.ts";
import { Alert, Button, Divider } from "@mantine/core";
import { IconBrandWindows } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "react-router";
import { apiUrl } from "../../../api/config.ts";
import { storedIntendedPath } from "../../../api/session.ts";
import type { ReturnState } from "../../../app/guards.tsx";
import { usePortalHandle } from "../../../app/session/usePortal.ts";
import { useGetMicrosoftAvailableQuery } from "../api.ts";

/**
 * "Sign in with Microsoft" on the login page of a company portal whose Microsoft organisation
 * is connected, and the failure notice when Microsoft sends the user back without a sign-in.
 */
export function MicrosoftSignIn() {
  const { t } = useTranslation();
  const handle = usePortalHandle();
  const location = useLocation();
  const [params] = useSearchParams();
  const { data } = useGetMicrosoftAvailableQuery(handle ?? "", { skip: !handle });
  const failed = params.get("microsoft") === "failed";
  const returnTo = (location.state as ReturnState | null)?.from ?? storedIntendedPath() ?? "/";
  return (
    <>
      {failed && (
        <Alert color="red" mb="md">
          {t("security.microsoft.failed")}
        </Alert>
      )}
      {handle && data?.available && (
        <>
          <Button
            component="a"
            href={apiUrl(
              `/microsoft/login?${new URLSearchParams({ companyHandle: handle, returnTo }).toString()}`,
            )}
            variant="default"
            size="md"
            fullWidth
            leftSection={<IconBrandWindows size={18} />}
          >
            {t("security.microsoft.signIn")}
          </Button>
          <Divider label={t("security.microsoft.or")} labelPosition="center" my="md" />
        </>
      )}
    </>
  );
}
