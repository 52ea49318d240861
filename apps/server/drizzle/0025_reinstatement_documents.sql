-- A reinstatement is its own document event (docs/decisions.md "Reinstatement is its own
-- document event"). A product that issued documents on a bound reinstatement did so through its
-- adjustment links: it keeps issuing those templates. Its adjustment emails are not copied: they
-- tell the broker and insured the policy was adjusted, so a reinstatement sends no email until
-- the underwriter links one.
INSERT INTO "product_document_templates" ("product_id", "event", "template_id", "position")
SELECT "product_id", 'reinstatement', "template_id", "position"
FROM "product_document_templates"
WHERE "event" = 'adjustment'
ON CONFLICT DO NOTHING;
