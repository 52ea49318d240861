import "../../../i18n/strings/risks.ts";
import { Progress, Stack, Stepper, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { type FlowStep, flowSteps } from "./flow.ts";

/** The flow's progress indicator: a stepper on wide screens, a bar and the step's name on phones. */
export function FlowProgress({
  active,
  reached,
  onSelect,
}: {
  active: number;
  reached: number;
  onSelect: (step: number) => void;
}) {
  const { t } = useTranslation();
  const wide = useMediaQuery("(min-width: 48em)", true);
  const label = (step: FlowStep) => t(`risks.flow.steps.${step}`);
  if (!wide) {
    return (
      <Stack gap={6} data-testid="flow-progress">
        <Text size="sm" fw={600}>
          {t("risks.flow.stepOf", { step: active + 1, count: flowSteps.length })} ·{" "}
          {label(flowSteps[active] ?? "package")}
        </Text>
        <Progress
          value={((active + 1) / flowSteps.length) * 100}
          aria-label={t("risks.flow.stepOf", { step: active + 1, count: flowSteps.length })}
        />
      </Stack>
    );
  }
  return (
    <Stepper
      active={active}
      onStepClick={(step) => step <= reached && onSelect(step)}
      size="sm"
      data-testid="flow-progress"
    >
      {flowSteps.map((step, index) => (
        <Stepper.Step key={step} label={label(step)} allowStepSelect={index <= reached} />
      ))}
    </Stepper>
  );
}
