-- Names sort as people read them (docs/product/screens.md "Dashboard"): letter case and accents
-- ignored, digits compared as numbers ('Phase 2' before 'Phase 10'), as the domain's compareNames
-- does. ICU gives the database the same order, so the overview tables page by name in SQL, in
-- the same order on every database whatever its own collation. The locale is written in ICU's
-- keyword form, which PostgreSQL 15 and PGlite both read (PGlite ignores the -u-kn form).
CREATE COLLATION IF NOT EXISTS "names" (provider = icu, locale = 'und@colNumeric=yes;colStrength=primary', deterministic = false);
