import { useEffect } from "react";
import { selectRepresentingCompanyId } from "../../api/sessionSlice.ts";
import { useAppSelector } from "../../app/hooks.ts";
import { useRepresentingCompany } from "../../app/session/useRepresentingCompany.ts";
import { useChooseCompany } from "./useChooseCompany.ts";

/** Keeps the cookie and the store in step with the chosen company once the user is known. */
export function RepresentingCompanySync() {
  const { id } = useRepresentingCompany();
  const storedId = useAppSelector(selectRepresentingCompanyId);
  const choose = useChooseCompany();
  useEffect(() => {
    if (id !== null && id !== storedId) choose(id);
  }, [id, storedId, choose]);
  return null;
}
