import "../../../i18n/strings/companies.ts";
import {
  Alert,
  Avatar,
  Button,
  Card,
  Center,
  Container,
  Loader,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { ZNewPassword, ZPersonName } from "@platform/domain/schemas/auth";
import { IconCircleCheck, IconLinkOff, IconMailX } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { apiErrorBody, fieldErrors, httpStatus } from "../../../api/apiErrors.ts";
import { apiUrl } from "../../../api/config.ts";
import { useCurrentUser } from "../../../app/session/useCurrentUser.ts";
import { useLogout } from "../../../app/session/useLogout.ts";
import { companyTypeColour, messages } from "../../../domain.ts";
import { PasswordRules } from "../../../ui/auth/PasswordRules.tsx";
import { ErrorView } from "../../../ui/ErrorView.tsx";
import { formatDateTime } from "../../../ui/formatDate.ts";
import { initials } from "../../../ui/initials.ts";
import { useDocumentTitle } from "../../../ui/useDocumentTitle.ts";
import { useAcceptInvitationMutation, useDescribeInvitationQuery } from "../api.ts";
import { companyHomeUrl } from "../portalHost.ts";
import type { TPublicCompany } from "../types.ts";
import { useChooseCompany } from "../useChooseCompany.ts";

function Screen({ children }: { children: ReactNode }) {
  return (
    <Container size={520} py={{ base: "lg", sm: 64 }} px={{ base: "sm", sm: "md" }}>
      <Card withBorder radius="lg" padding="xl" shadow="sm">
        {children}
      </Card>
    </Container>
  );
}

/** The two refusals of SPEC §8, worded exactly. */
function Refusal({ status }: { status: 400 | 410 }) {
  const { t } = useTranslation();
  const badLink = status === 400;
  return (
    <Screen>
      <Stack align="center" ta="center" gap="md" data-testid="invitation-refused">
        <ThemeIcon size={64} radius="xl" variant="light" color={badLink ? "red" : "orange"}>
          {badLink ? <IconLinkOff size={30} /> : <IconMailX size={30} />}
        </ThemeIcon>
        <Title order={1} fz={24}>
          {badLink
            ? t("companies.invitation.invalidLinkTitle")
            : t("companies.invitation.invalidTitle")}
        </Title>
        <Text fw={500}>
          {badLink ? t("companies.invitation.invalidLink") : t("companies.invitation.invalid")}
        </Text>
        <Text c="dimmed" size="sm">
          {badLink
            ? t("companies.invitation.invalidLinkHint")
            : t("companies.invitation.invalidHint")}
        </Text>
        <Button component={Link} to="/" variant="default">
          {t("common.goHome")}
        </Button>
      </Stack>
    </Screen>
  );
}

function CompanyMark({ company }: { company: TPublicCompany }) {
  const logo = company.appearance.logoFileVersionId
    ? apiUrl(
        `/companies/${company.id}/file-versions/${company.appearance.logoFileVersionId}?type=inline`,
      )
    : null;
  return (
    <Avatar
      src={logo}
      size={64}
      radius="lg"
      color={companyTypeColour(company.refCompanyTypeId)}
      imageProps={{ style: { objectFit: "contain" } }}
    >
      {initials(company.name)}
    </Avatar>
  );
}

function Accepted({ company }: { company: TPublicCompany }) {
  const { t } = useTranslation();
  const choose = useChooseCompany();
  return (
    <Screen>
      <Stack align="center" ta="center" gap="md" data-testid="invitation-accepted">
        <ThemeIcon size={64} radius="xl" variant="light" color="teal">
          <IconCircleCheck size={32} />
        </ThemeIcon>
        <Title order={1} fz={24}>
          {t("companies.invitation.acceptedTitle")}
        </Title>
        <Text c="dimmed">{t("companies.invitation.acceptedBody", { company: company.name })}</Text>
        <Button
          onClick={() => {
            choose(company.id);
            window.location.assign(companyHomeUrl(company.handle));
          }}
        >
          {t("companies.invitation.continue", { company: company.name })}
        </Button>
      </Stack>
    </Screen>
  );
}

interface NewcomerValues {
  name: string;
  password: string;
  password_confirmation: string;
}

const firstProblem = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/**
 * `/invitations/:token` (SPEC §2 invitation acceptance): accept while signed in with the
 * invited email, sign in first when that account exists, or create the account here.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("companies.invitation.title"));
  const token = useParams().token ?? "";
  const { user } = useCurrentUser();
  const offer = useDescribeInvitationQuery(token, { refetchOnMountOrArgChange: true });
  const [accept, acceptance] = useAcceptInvitationMutation();
  const [logout] = useLogout();
  const [outcome, setOutcome] = useState<"accepted" | 400 | 410 | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<NewcomerValues>({
    mode: "controlled",
    initialValues: { name: "", password: "", password_confirmation: "" },
    validate: {
      name: (value) => firstProblem(ZPersonName.safeParse(value)),
      password: (value) => firstProblem(ZNewPassword.safeParse(value)),
      password_confirmation: (value, values) =>
        value !== values.password ? messages.passwordsDoNotMatch : undefined,
    },
  });

  const send = async (body: Partial<NewcomerValues>) => {
    setProblem(null);
    const result = await accept({ token, ...body });
    if (!result.error) {
      setOutcome("accepted");
      return;
    }
    const status = httpStatus(result.error);
    if (status === 400 || status === 410) setOutcome(status);
    else if (status === 422) form.setErrors(fieldErrors(result.error));
    else setProblem(apiErrorBody(result.error)?.message ?? null);
  };

  if (outcome === 400 || outcome === 410) return <Refusal status={outcome} />;
  if (offer.isLoading) {
    return (
      <Center py={120}>
        <Stack align="center" gap="sm">
          <Loader />
          <Text c="dimmed">{t("companies.invitation.loading")}</Text>
        </Stack>
      </Center>
    );
  }
  const status = httpStatus(offer.error);
  if (status === 400 || status === 410) return <Refusal status={status} />;
  if (offer.error || !offer.data) {
    return (
      <ErrorView status={status} item={t("companies.invitation.title")} onRetry={offer.refetch} />
    );
  }
  const { company, email, roleName, accountExists, expiresAt } = offer.data;
  if (outcome === "accepted") return <Accepted company={company} />;

  const sameAccount = user && user.email.toLowerCase() === email.toLowerCase();
  return (
    <Screen>
      <Stack gap="lg">
        <Stack align="center" ta="center" gap="xs">
          <CompanyMark company={company} />
          <Title order={1} fz={24}>
            {t("companies.invitation.heading", { company: company.name })}
          </Title>
          <Text c="dimmed">
            {roleName
              ? t("companies.invitation.body", { company: company.name, role: roleName })
              : t("companies.invitation.bodyNoRole", { company: company.name })}
          </Text>
          <Text size="sm" fw={500}>
            {t("companies.invitation.sentTo", { email })}
          </Text>
          <Text size="xs" c="dimmed">
            {t("companies.invitation.expires", { date: formatDateTime(expiresAt) })}
          </Text>
        </Stack>
        {problem && <Alert color="red">{problem}</Alert>}
        {user && sameAccount && (
          <Button size="md" loading={acceptance.isLoading} onClick={() => void send({})}>
            {t("companies.invitation.accept")}
          </Button>
        )}
        {user && !sameAccount && (
          <Stack gap="sm">
            <Alert color="orange" variant="light">
              {t("companies.invitation.wrongAccount", { current: user.email, email })}
            </Alert>
            <Button variant="default" onClick={() => void logout()}>
              {t("companies.invitation.logOut")}
            </Button>
          </Stack>
        )}
        {!user && accountExists && (
          <Stack gap="sm">
            <Alert color="blue" variant="light">
              {t("companies.invitation.signInFirst", { email })}
            </Alert>
            <Button
              component={Link}
              to="/login"
              state={{ from: `/invitations/${token}` }}
              size="md"
            >
              {t("companies.invitation.logIn")}
            </Button>
          </Stack>
        )}
        {!user && !accountExists && (
          <form noValidate onSubmit={form.onSubmit((values) => void send(values))}>
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                {t("companies.invitation.newcomerHint")}
              </Text>
              <TextInput
                label={t("companies.invitation.name")}
                required
                autoComplete="name"
                {...form.getInputProps("name")}
              />
              <TextInput
                label={t("companies.invitation.email")}
                value={email}
                readOnly
                variant="filled"
              />
              <PasswordInput
                label={t("companies.invitation.password")}
                required
                autoComplete="new-password"
                aria-describedby="invitation-password-rules"
                {...form.getInputProps("password")}
              />
              <PasswordRules id="invitation-password-rules" password={form.getValues().password} />
              <PasswordInput
                label={t("companies.invitation.confirmPassword")}
                required
                autoComplete="new-password"
                {...form.getInputProps("password_confirmation")}
              />
              <Button type="submit" size="md" loading={acceptance.isLoading}>
                {t("companies.invitation.accept")}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Screen>
  );
}
