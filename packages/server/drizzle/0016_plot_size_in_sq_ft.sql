-- Plots by size (issue 34, item 4): the size filter compares each plot's size in square feet, the
-- unit it was entered in (sq ft, sq yd or acre, migration 0015) converted, so a range finds plots
-- entered in any unit. An index on that expression serves the range alone, and one led by the
-- project serves it within a project, the availability question ('1,500 sq ft in Green Valley?').
CREATE INDEX "plots_size_in_sq_ft_idx" ON "plots" USING btree (("plot_size" * case "size_unit" when 'sq ft' then 1 when 'sq yd' then 9 when 'acre' then 43560 end));--> statement-breakpoint
CREATE INDEX "plots_project_size_in_sq_ft_idx" ON "plots" USING btree ("project_id",("plot_size" * case "size_unit" when 'sq ft' then 1 when 'sq yd' then 9 when 'acre' then 43560 end));