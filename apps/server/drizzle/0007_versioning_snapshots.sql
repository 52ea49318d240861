CREATE INDEX "clauses_company_name_idx" ON "clauses" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "products_company_name_idx" ON "products" USING btree ("company_id","name","id");--> statement-breakpoint
-- Every product version now has its design (and datasets) from the moment it exists; reads no
-- longer create them. Versions made before that get, like the lazy copy did, the design and
-- datasets of the newest earlier version that has a design, or an empty design.
WITH missing AS (
  SELECT v.id, v.company_id, (
    SELECT d.product_version_id FROM product_designs d
    JOIN product_versions earlier ON earlier.id = d.product_version_id
    WHERE earlier.product_id = v.product_id AND earlier.version_number < v.version_number
    ORDER BY earlier.version_number DESC LIMIT 1
  ) AS source_id
  FROM product_versions v
  WHERE NOT EXISTS (SELECT 1 FROM product_designs d WHERE d.product_version_id = v.id)
), datasets AS (
  INSERT INTO rating_datasets (company_id, product_version_id, source_dataset_id, name, description, columns, key_columns, range, rows)
  SELECT r.company_id, m.id, r.source_dataset_id, r.name, r.description, r.columns, r.key_columns, r.range, r.rows
  FROM missing m JOIN rating_datasets r ON r.product_version_id = m.source_id
  WHERE NOT EXISTS (SELECT 1 FROM rating_datasets own WHERE own.product_version_id = m.id)
)
INSERT INTO product_designs (product_version_id, company_id, form, property_formulas, underwriting_formulas, rules, premium, test_cases)
SELECT m.id, m.company_id,
  coalesce(s.form, '{"sections":[{"id":"general","title":"General","questions":[]}]}'::jsonb),
  coalesce(s.property_formulas, '[]'::jsonb),
  coalesce(s.underwriting_formulas, '[]'::jsonb),
  coalesce(s.rules, '[]'::jsonb),
  coalesce(s.premium, '{"premiumFormula":null,"charges":[],"brokerCommissionPercent":0,"adminFee":0,"stateQuestion":null}'::jsonb),
  coalesce(s.test_cases, '[]'::jsonb)
FROM missing m LEFT JOIN product_designs s ON s.product_version_id = m.source_id;
