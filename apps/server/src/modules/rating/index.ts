/** The rating module's public API for other modules (the designer's demo seed). */

export { assertPublishable } from "./publish-checklist.ts";
export {
  MANUAL_DISCOUNT_CHARGE,
  type ManualPremium,
  type PinnedRateInput,
  type PinnedVersion,
  ratePinnedVersion,
} from "./rate-pinned.ts";
export { formOfVersion, todayIn } from "./rater.ts";
export { insertTestRun } from "./repo.ts";
