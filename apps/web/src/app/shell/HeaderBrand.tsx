import { Image, Text } from "@mantine/core";
import { Link } from "react-router";
import { apiUrl } from "../../api/config.ts";
import type { TPublicCompany } from "../../features/companies/types.ts";
import { Logo } from "../../ui/Logo.tsx";
import classes from "./Header.module.css";

/** Product logo on the main site; the company's logo or name on its portal (SPEC §1, §2). */
export function HeaderBrand({
  portalCompany,
  textColour,
}: {
  portalCompany: TPublicCompany | null;
  textColour?: string;
}) {
  const appearance = portalCompany?.appearance;
  const logo =
    portalCompany && appearance?.showLogoOnHeader && appearance.logoFileVersionId
      ? apiUrl(
          `/companies/${portalCompany.id}/file-versions/${appearance.logoFileVersionId}?type=inline`,
        )
      : null;
  return (
    <Link to="/" className={classes.brand} aria-label={portalCompany?.name ?? undefined}>
      {portalCompany ? (
        logo ? (
          <Image src={logo} alt={portalCompany.name} h={36} w="auto" fit="contain" />
        ) : (
          <Text fw={700} fz="lg" truncate c={textColour} maw={{ base: 180, sm: 320 }}>
            {portalCompany.name}
          </Text>
        )
      ) : (
        <Logo />
      )}
    </Link>
  );
}
