import { useEffect } from "react";
import { selectRepresentingCompanyId } from "../../api/sessionSlice.ts";
import { useAppSelector } from "../../app/hooks.ts";
import { useChooseCompany } from "./useChooseCompany.ts";
import { useRepresentingCompany } from "./useRepresentingCompany.ts";

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
