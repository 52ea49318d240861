import "../../../i18n/strings/agreements.ts";
import {
  ActionIcon,
  Button,
  Grid,
  NumberInput,
  Paper,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
} from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { type AgreementPeriodValues, emptyUnderwriter } from "./periodValues.ts";
import type { Option } from "./SectionEditor.tsx";

interface Props {
  form: UseFormReturnType<AgreementPeriodValues>;
  userOptions: Option[];
  readOnly: boolean;
}

/** The period's authorised underwriters: a user of the agency and the authority they hold. */
export function UnderwritersEditor({ form, userOptions, readOnly }: Props) {
  const { t } = useTranslation();
  const rows = form.values.authorisedUnderwriters;
  const chosen = new Set(rows.map((row) => row.userId));
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
      <Stack gap="md">
        <Title order={3} fz="lg">
          {t("agreements.periods.underwriters")}
        </Title>
        {rows.length === 0 && (
          <Text c="dimmed" size="sm">
            {t("agreements.periods.noUnderwriters")}
          </Text>
        )}
        {rows.map((row, index) => {
          const path = `authorisedUnderwriters.${index}`;
          return (
            <Grid key={row.key} gutter="xs" align="flex-end" data-testid={`underwriter-${index}`}>
              <Grid.Col span={{ base: 10, sm: 4 }}>
                <Select
                  label={t("agreements.periods.underwriter")}
                  searchable
                  readOnly={readOnly}
                  data={userOptions.map((option) => ({
                    ...option,
                    disabled: option.value !== row.userId && chosen.has(option.value),
                  }))}
                  {...form.getInputProps(`${path}.userId`)}
                />
              </Grid.Col>
              {!readOnly && (
                <Grid.Col span={{ base: 2, sm: 1 }} order={{ base: 2, sm: 5 }} pb={2}>
                  <Tooltip label={t("agreements.periods.removeUnderwriter")}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      aria-label={t("agreements.periods.removeUnderwriter")}
                      onClick={() => form.removeListItem("authorisedUnderwriters", index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                </Grid.Col>
              )}
              <Grid.Col span={{ base: 4, sm: 2 }} order={{ base: 3, sm: 2 }}>
                <NumberInput
                  label={t("agreements.periods.authorityLevel")}
                  min={1}
                  max={10}
                  allowDecimal={false}
                  readOnly={readOnly}
                  {...form.getInputProps(`${path}.authorityLevel`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 4, sm: 2 }} order={{ base: 4, sm: 3 }}>
                <NumberInput
                  label={t("agreements.periods.backdateDays")}
                  min={1}
                  max={100}
                  allowDecimal={false}
                  readOnly={readOnly}
                  {...form.getInputProps(`${path}.maximumBackdateDays`)}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 4, sm: 3 }} order={{ base: 5, sm: 4 }}>
                <NumberInput
                  label={t("agreements.periods.discountPercent")}
                  min={0}
                  max={100}
                  decimalScale={4}
                  suffix="%"
                  readOnly={readOnly}
                  {...form.getInputProps(`${path}.maximumDiscountPercent`)}
                />
              </Grid.Col>
            </Grid>
          );
        })}
        {!readOnly && (
          <Button
            variant="light"
            size="compact-md"
            w="fit-content"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem("authorisedUnderwriters", emptyUnderwriter())}
          >
            {t("agreements.periods.addUnderwriter")}
          </Button>
        )}
        <Text size="xs" c="dimmed">
          {t("agreements.periods.authorityHint")}
        </Text>
      </Stack>
    </Paper>
  );
}
