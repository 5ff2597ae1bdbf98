// @ts-check
/**
 * What the office knows of its business while it works: the records read at the start, and the
 * records the soak makes. A record one worker changes in steps (books a plot, moves a booking
 * along the workflow, edits or deletes what the soak made) is taken out of its list while it
 * does, so two workers never step on each other by the soak's own doing; what they still race
 * on (two edits of one booking) is the office's real concurrency. Reads pick only records that
 * are never deleted, so a read never looks for one a colleague just removed.
 */

/** Read at the start: the first pages of each list, as the screens would show them. */
const PAGE_SIZE = 100;
const BOOKING_PAGES = 5;
const AVAILABLE_PLOT_PAGES = 10;

/** @template T @param {T[]} list @returns {T | undefined} */
export const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * Takes a random record out of the list: no other worker gets it until it is put back.
 * @template T @param {T[]} list @returns {T | undefined}
 */
export function take(list) {
  if (list.length === 0) return undefined;
  const at = Math.floor(Math.random() * list.length);
  const taken = /** @type {T} */ (list[at]);
  list[at] = /** @type {T} */ (list[list.length - 1]);
  list.pop();
  return taken;
}

/** @typedef {{ id: number, projectId: number }} PlotRef */

/**
 * Something staff do, picked by the workers by its weight (its share of the day's work); `run`
 * answers false when it found nothing to work on (no plot left to book), and another is picked.
 * @typedef {{ weight: number, run: () => Promise<boolean> }} Operation
 */

/**
 * Reads the start of each list and makes the soak's own project, whose plots it adds, edits
 * and deletes without touching the business's own.
 * @param {import('./session.mjs').Session} session
 */
export async function openBusiness(session) {
  const page = (/** @type {string} */ list, /** @type {number} */ number, query = '') =>
    session.setUp(`/${list}/filtered?page=${number}&pageSize=${PAGE_SIZE}${query}`);
  /** @param {string} list @param {number} pages @param {string} [query] */
  const pages = async (list, pages, query) => {
    /** @type {any[]} */
    const rows = [];
    for (let number = 1; number <= pages; number += 1) {
      const found = await page(list, number, query);
      rows.push(...found.data);
      if (!found.hasNextPage) break;
    }
    return rows;
  };

  /** @type {any[]} */
  const projects = (await page('projects', 1)).data;
  /** @type {any[]} */
  const partners = (await page('channelpartners', 1)).data;
  const bookings = await pages('bookings', BOOKING_PAGES);
  const availablePlots = await pages(
    'plots',
    AVAILABLE_PLOT_PAGES,
    '&status=Available&sortBy=CreatedAt&sortOrder=desc',
  );
  /** @type {any[]} */
  const followUps = (await page('bookingfollowups', 1)).data;
  /** @type {any[]} */
  const amenities = await session.setUp('/amenities/active');
  const run = Date.now().toString(36);
  const soakProject = await session.setUp('/projects', {
    name: `Soak Enclave ${run}`,
    totalProjectArea: 450000,
    roadsArea: 45000,
    totalSaleableArea: 45000,
    projectAmenities: [],
  });

  return {
    /** The project whose plots the soak adds, edits and deletes. */
    soakProjectId: /** @type {number} */ (soakProject.id),
    /** For names no other record has: the run's own tag and a counter. */
    run,
    made: 0,
    // Never deleted: what reads pick from.
    projectIds: [...projects.map((p) => p.id), soakProject.id],
    projectWords: projects.map((p) => p.name.split(' ')[0].toLowerCase()),
    partnerIds: partners.map((p) => p.id),
    activePartnerIds: partners.filter((p) => p.isActive).map((p) => p.id),
    partnerWords: partners.map((p) => p.name.split(' ')[0].toLowerCase()),
    /** @type {number[]} every booking known; the soak deletes none */
    bookingIds: bookings.map((b) => b.id),
    ownerWords: bookings.map((b) => b.plotOwnerName.split(' ')[0].toLowerCase()),
    /** @type {number[]} plots read at the start; the soak deletes only its own */
    plotIds: availablePlots.map((p) => p.id),
    followUpIds: followUps.map((f) => f.id),
    amenityIds: amenities.map((a) => a.id),
    // Taken while worked on.
    /** @type {PlotRef[]} Available plots no worker is booking */
    availablePlots: availablePlots.map((p) => ({ id: p.id, projectId: p.projectId })),
    /** @type {number[]} Token and Booking bookings no worker is moving along the workflow */
    liveBookingIds: bookings
      .filter((b) => b.bookingStatus === 'Token' || b.bookingStatus === 'Booking')
      .map((b) => b.id),
    /** @type {PlotRef[]} the soak project's Available plots, none of them ever booked */
    ownPlots: [],
    /** @type {number[]} follow-ups the soak logged */
    ownFollowUpIds: [],
    /** @type {number[]} amenities the soak added */
    ownAmenityIds: [],
  };
}

/** @typedef {Awaited<ReturnType<typeof openBusiness>>} Business */
