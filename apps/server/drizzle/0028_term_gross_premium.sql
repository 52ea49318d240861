-- A bound package's gross premium is its term's total: the sum of its bound transactions (new
-- business or renewal, then each change's additional or return premium), no longer the latest
-- change's own premium.
UPDATE "risk_packages" AS p
SET "gross_premium" = bound.total
FROM (
  SELECT "risk_package_id", sum("gross_premium") AS total
  FROM "risk_transactions"
  WHERE "status" = 7
  GROUP BY "risk_package_id"
) AS bound
WHERE bound."risk_package_id" = p."id";
