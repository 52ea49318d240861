import { TagsInput } from "@mantine/core";
import type { TRecipient } from "@platform/domain/documents/index";

/** The roles a template can address; the outbox resolves them on each risk. */
export const recipientRoleLabels = {
  broker: "Broker",
  insured: "Insured",
  underwriter: "Assigned underwriter",
} as const;

const roleByLabel = new Map(
  Object.entries(recipientRoleLabels).map(([role, label]) => [label.toLowerCase(), role]),
);

export const recipientLabel = (recipient: TRecipient) =>
  "role" in recipient ? recipientRoleLabels[recipient.role] : recipient.email;

/** A typed entry as a recipient: a role's label, or an address as typed. */
export function toRecipient(text: string): TRecipient {
  const role = roleByLabel.get(text.trim().toLowerCase());
  return role
    ? { role: role as keyof typeof recipientRoleLabels }
    : { email: text.trim().toLowerCase() };
}

interface Props {
  label: string;
  value: TRecipient[];
  onChange: (value: TRecipient[]) => void;
  error?: string;
  required?: boolean;
}

/** Roles (broker, insured, assigned underwriter) picked from the list, or addresses typed in. */
export function RecipientsInput({ label, value, onChange, error, required }: Props) {
  return (
    <TagsInput
      label={label}
      required={required}
      description="Pick a role or type an email address and press Enter"
      data={Object.values(recipientRoleLabels)}
      value={value.map(recipientLabel)}
      onChange={(texts) => onChange(texts.map(toRecipient))}
      error={error}
      splitChars={[",", " ", ";"]}
      clearable
    />
  );
}
