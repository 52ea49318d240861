-- Contains-search (ILIKE with likePattern) over risk references and insured names (the risks
-- list) at 100,000+ rows.
-- Trigram indexes need the pg_trgm extension: PostgreSQL has it; PGlite does not load it, so
-- there the search falls back to a scan (fine at embedded sizes).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS risk_packages_insured_name_trgm_idx
      ON risk_packages USING gin (insured_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS risk_packages_reference_trgm_idx
      ON risk_packages USING gin (reference gin_trgm_ops);
  END IF;
END $$;
