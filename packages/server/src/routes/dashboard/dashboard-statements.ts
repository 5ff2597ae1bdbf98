/**
 * The dashboard's statements, prepared once per database under a name. Planning them (dozens of
 * subqueries over a table of many indexes) costs PostgreSQL more than running them; a named
 * statement is planned for its first few runs on a connection, then its generic plan is reused.
 * The day and the page are placeholders, given each time a statement runs.
 */
import { DASHBOARD_FIRST_PAGES } from '@plotline/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
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
    summary: db
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
      .from(answer)
      .prepare('dashboard_summary'),
    overtime: db
      .select({ rows: overtimeRows(db, TODAY, PAGE), total: overdueBookingCount(TODAY) })
      .from(answer)
      .prepare('dashboard_overtime'),
    projects: db
      .select({ rows: projectsOverviewRows(db, TODAY, PAGE), total: projectCount })
      .from(answer)
      .prepare('dashboard_projects_overview'),
    partners: db
      .select({ rows: channelPartnersOverviewRows(db, TODAY, PAGE), total: partnerCount })
      .from(answer)
      .prepare('dashboard_partners_overview'),
    registryPipeline: db
      .select({ projects: registryPipelineRows(db, TODAY), totalProjects: projectCount })
      .from(answer)
      .prepare('dashboard_registry_pipeline'),
  };
}

const PREPARED = new WeakMap<Database, ReturnType<typeof statements>>();

export function dashboardStatements(db: Database): ReturnType<typeof statements> {
  let prepared = PREPARED.get(db);
  if (!prepared) {
    prepared = statements(db);
    PREPARED.set(db, prepared);
  }
  return prepared;
}
