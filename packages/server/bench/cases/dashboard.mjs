// @ts-check
/**
 * The dashboard's operations, as the Dashboard screen asks for them: the summary first, then the
 * overtime list's first and last pages, a page from the middle of each overview, the charts, and
 * the drill-downs of the first project's and partner's cells and of Direct Sales, the biggest.
 * The deep pages are worked out from the summary's totals, so the case fits a database of any size.
 */

const PAGE_SIZE = 50;

/** @param {number} totalCount */
const lastPage = (totalCount) => Math.max(1, Math.ceil(totalCount / PAGE_SIZE));
/** @param {number} totalCount */
const middlePage = (totalCount) => Math.max(1, Math.ceil(lastPage(totalCount) / 2));

/** @type {import('../bench.mjs').BenchCase} */
export async function dashboardCase({ get }) {
  const summary = await get('/dashboard/summary');
  const pages = (/** @type {string} */ list, /** @type {number} */ page) =>
    `/dashboard/${list}?page=${page}&pageSize=${PAGE_SIZE}`;
  return [
    { name: 'summary', path: '/dashboard/summary' },
    { name: 'overtime page 1', path: pages('overtime', 1) },
    {
      name: `overtime page ${lastPage(summary.overtime.totalCount)} (last)`,
      path: pages('overtime', lastPage(summary.overtime.totalCount)),
    },
    {
      name: `projects overview page ${middlePage(summary.projectsOverview.totalCount)}`,
      path: pages('projects-overview', middlePage(summary.projectsOverview.totalCount)),
    },
    {
      name: `partners overview page ${middlePage(summary.channelPartnersOverview.totalCount)}`,
      path: pages(
        'channel-partners-overview',
        middlePage(summary.channelPartnersOverview.totalCount),
      ),
    },
    { name: 'bookings by month', path: '/dashboard/bookings-by-month' },
    { name: 'registry pipeline', path: '/dashboard/registry-pipeline' },
    ...drillDowns(summary),
  ];
}

/**
 * One page of the drill-downs a user opens most: a project's plots and Token bookings, a
 * partner's bookings, and the direct sales' bookings and Extra Time.
 * @param {{ projectsOverview: { data: { projectId: number }[] }, channelPartnersOverview: { data: { channelPartnerId: number }[] } }} summary
 */
function drillDowns(summary) {
  const page = `page=1&pageSize=${PAGE_SIZE}`;
  const project = summary.projectsOverview.data[0];
  const partner = summary.channelPartnersOverview.data[0];
  return [
    ...(project
      ? [
          {
            name: "drill-down: a project's available plots",
            path: `/dashboard/projects/${project.projectId}/plots?column=availablePlots&${page}`,
          },
          {
            name: "drill-down: a project's Token bookings",
            path: `/dashboard/projects/${project.projectId}/bookings?column=token&${page}`,
          },
        ]
      : []),
    ...(partner
      ? [
          {
            name: "drill-down: a partner's bookings",
            path: `/dashboard/channel-partners/${partner.channelPartnerId}/bookings?column=total&${page}`,
          },
        ]
      : []),
    {
      name: 'drill-down: Direct Sales bookings',
      path: `/dashboard/direct-sales/bookings?column=total&${page}`,
    },
    {
      name: 'drill-down: Direct Sales Extra Time',
      path: `/dashboard/direct-sales/bookings?column=extraTime&${page}`,
    },
  ];
}
