-- A plot's size unit was free text ('sq ft' unless an API client sent another), and the sale value
-- read it with patterns. Each spelling those patterns took for square feet, square yards or acres
-- becomes that unit's one spelling. A unit they did not know (a hectare, a bigha) has no conversion
-- to the rate's square yards: the plot is counted in 'sq ft', and its remark keeps the size as it
-- was entered, for staff to correct, so nothing entered is lost.
UPDATE "plots" AS "p" SET
  "size_unit" = coalesce("n"."canonical", 'sq ft'),
  "remark" = CASE WHEN "n"."canonical" IS NOT NULL THEN "p"."remark" ELSE concat_ws(' ', nullif("p"."remark", ''), format('Size entered as %s %s: check the size and its unit.', "p"."plot_size", "p"."size_unit")) END
FROM (
  SELECT "id", CASE
    WHEN "spelled" ~ '^(sq ?(ft|feet|foot)|square (feet|foot))$' THEN 'sq ft'
    WHEN "spelled" ~ '^(sq ?(yd|yds|yard|yards)|square yards?|gaj)$' THEN 'sq yd'
    WHEN "spelled" ~ '^acres?$' THEN 'acre'
  END AS "canonical"
  FROM (
    SELECT "id", regexp_replace(replace(lower(btrim("size_unit")), '.', ''), '\s+', ' ', 'g') AS "spelled"
    FROM "plots"
  ) AS "units"
) AS "n"
WHERE "n"."id" = "p"."id" AND "p"."size_unit" NOT IN ('sq ft', 'sq yd', 'acre');--> statement-breakpoint
ALTER TABLE "audit_entries" ADD CONSTRAINT "audit_entries_entity_check" CHECK ("audit_entries"."entity" in ('project', 'plot', 'amenity', 'booking', 'followUp', 'channelPartner', 'role', 'permission', 'user'));--> statement-breakpoint
ALTER TABLE "plots" ADD CONSTRAINT "plots_size_unit_check" CHECK ("plots"."size_unit" in ('sq ft', 'sq yd', 'acre'));