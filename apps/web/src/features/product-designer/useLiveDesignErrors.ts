import {
  compileDesign,
  designErrorsByPath,
  type ProductDesign,
  type TDataset,
  type TDatasetView,
} from "@platform/domain/product-design/index";
import { useDeferredValue, useMemo } from "react";

/** The paths the design compiler answers for (the server's other checks keep their 422 errors). */
const compiledPath =
  /^(propertyFormulas|underwritingFormulas|rules)\.\d+\.(formula|name)$|^premium\.(premiumFormula|stateQuestion)$/;

/** Whether the formula at `path` is still blank (a new formula is not flagged before typing). */
function blankFormula(design: ProductDesign, path: string): boolean {
  const [part, index, field] = path.split(".");
  if (field !== "formula") return false;
  const list = design[part as "propertyFormulas" | "underwritingFormulas" | "rules"];
  return Array.isArray(list) && (list[Number(index)]?.formula ?? "").trim() === "";
}

/**
 * The design's compile errors as it is edited, as the server would answer them at save
 * (`premium (line 1, column 23): …` on `propertyFormulas.0.formula`), merged over the last
 * save's errors: the compiler's own paths follow the drafts, the server's other errors stay.
 * Null datasets (not loaded yet) keep the saved errors only.
 */
export function useLiveDesignErrors(
  design: ProductDesign,
  datasets: readonly TDatasetView[] | null,
  saved: Record<string, string[]>,
): Record<string, string[]> {
  const deferred = useDeferredValue(design);
  const live = useMemo(() => {
    if (!datasets) return null;
    const compiled = compileDesign(
      deferred,
      datasets.map(
        (d) => ({ ...d, description: d.description ?? undefined, rows: [] }) as TDataset,
      ),
    );
    if (compiled.ok) return {};
    return Object.fromEntries(
      Object.entries(designErrorsByPath(compiled.errors)).filter(
        ([path]) => compiledPath.test(path) && !blankFormula(deferred, path),
      ),
    );
  }, [deferred, datasets]);
  return useMemo(() => {
    if (!live) return saved;
    const kept = Object.entries(saved).filter(([path]) => !compiledPath.test(path));
    return { ...Object.fromEntries(kept), ...live };
  }, [live, saved]);
}
