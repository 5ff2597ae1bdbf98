// @ts-check
/**
 * The dashboard's operations, as the Dashboard screen asks for them: the summary first, then the
 * overtime list's first and last pages, a page from the middle of each overview, and the charts.
 * The deep pages are worked out from the summary's totals, so the case fits a database of any size.
 */

const PAGE_SIZE = 50;

/** @param {number} totalCount */
const lastPage = (totalCount) => Math.max(1, Math.ceil(totalCount / PAGE_SIZE));
/** @param {number} totalCount */
const middlePage = (totalCount) => Math.max(1, Math.ceil(lastPage(totalCount) / 2));

/** @type {import('../bench.mjs').BenchCase} */
export async function dashboardCase(get) {
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
  ];
}
