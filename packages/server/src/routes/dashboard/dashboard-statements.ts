/**
 * The dashboard's statements, prepared once per database (db/prepared.ts): planning them (dozens
 * of subqueries over a table of many indexes) costs PostgreSQL more than running them. The day
 * and the page are placeholders, given each time a statement runs.
 */
import { DASHBOARD_FIRST_PAGES } from '@plotline/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { perDatabase, prepared } from '../../db/prepared';
import { limitOffset } from '../../http/paging';
import type { RowWindow } from './json-rows';
import { overtimeRows } from './overtime-queries';
import {
  channelPartnersOverviewRows,
  directSalesRow,
  partnerCount,
} from './partner-overview-queries';
import { projectCount, projectsOverviewRows } from './project-overview-queries';
import { registryPipelineRows } from './registry-pipeline-queries';
import { overdueBookingCount, summaryCards } from './summary-card-queries';

const TODAY = sql.placeholder('today');
const PAGE: RowWindow = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };

/** One row from one statement. */
const answer = sql`(values (1)) as answer`;

function statements(db: Database) {
  const first = DASHBOARD_FIRST_PAGES;
  return {
    summary: prepared(
      db
        .select({
          cards: summaryCards(db, TODAY),
          projects: projectsOverviewRows(db, TODAY, limitOffset(first.projectsOverview)),
          directSales: directSalesRow(db, TODAY),
          partners: channelPartnersOverviewRows(
            db,
            TODAY,
            limitOffset(first.channelPartnersOverview),
          ),
          overtime: overtimeRows(db, TODAY, limitOffset(first.overtime)),
        })
        .from(answer),
      'dashboard_summary',
    ),
    overtime: prepared(
      db
        .select({ rows: overtimeRows(db, TODAY, PAGE), total: overdueBookingCount(TODAY) })
        .from(answer),
      'dashboard_overtime',
    ),
    projects: prepared(
      db.select({ rows: projectsOverviewRows(db, TODAY, PAGE), total: projectCount }).from(answer),
      'dashboard_projects_overview',
    ),
    partners: prepared(
      db
        .select({ rows: channelPartnersOverviewRows(db, TODAY, PAGE), total: partnerCount })
        .from(answer),
      'dashboard_partners_overview',
    ),
    registryPipeline: prepared(
      db
        .select({ projects: registryPipelineRows(db, TODAY), totalProjects: projectCount })
        .from(answer),
      'dashboard_registry_pipeline',
    ),
  };
}

export const dashboardStatements = perDatabase(statements);
