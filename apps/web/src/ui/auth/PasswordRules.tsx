import { List, Text, ThemeIcon } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { passwordRules } from "../../domain.ts";

/** The password rules of SPEC §5, ticked off live as the user types. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  return (
    <div id={id}>
      <Text size="xs" c="dimmed" mb={6}>
        {t("auth.password.rulesTitle")}
      </Text>
      <List spacing={4} size="sm" center>
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <List.Item
              key={rule.message}
              icon={
                <ThemeIcon color={met ? "teal" : "gray"} variant="light" size={18} radius="xl">
                  {met ? <IconCheck size={12} /> : <IconX size={12} />}
                </ThemeIcon>
              }
            >
              <Text size="sm" c={met ? undefined : "dimmed"}>
                {rule.message}
                <span style={visuallyHidden}>
                  {" "}
                  ({met ? t("auth.password.ruleMet") : t("auth.password.ruleNotMet")})
                </span>
              </Text>
            </List.Item>
          );
        })}
      </List>
    </div>
  );
}

const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;
