import { Badge, type BadgeProps } from "@mantine/core";
import { companyTypeColour } from "../domain.ts";

/** A company name in its type's colour (SPEC §1). */
export function CompanyBadge({
  name,
  typeId,
  ...props
}: { name: string; typeId: number | null | undefined } & BadgeProps) {
  return (
    <Badge variant="light" color={companyTypeColour(typeId)} radius="sm" tt="none" {...props}>
      {name}
    </Badge>
  );
}
