import { useCallback } from "react";
import { storeRepresentingCompanyId } from "../../api/session.ts";
import { representingCompanyChosen } from "../../api/sessionSlice.ts";
import { useAppDispatch } from "../../app/hooks.ts";

/** Remember the represented company in the store and in the `representingCompanyId` cookie. */
export function useChooseCompany() {
  const dispatch = useAppDispatch();
  return useCallback(
    (companyId: number | null) => {
      storeRepresentingCompanyId(companyId);
      dispatch(representingCompanyChosen(companyId));
    },
    [dispatch],
  );
}
