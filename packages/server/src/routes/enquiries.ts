/** Enquiries: the sales funnel before a booking (docs/enquiries.md). */
import {
  ENQUIRY_MESSAGES,
  NEW_ENQUIRY_STAGE,
  calendarDateAt,
  enquiryCreatedMonth,
  validateEnquiryActivity,
  validateEnquiryStageChange,
} from '@plotline/domain';
import { authorship, createdStamps } from '../http/authorship';
import { signedIn, type Handlers } from '../http/handler';
import { assertValid, conflict } from '../http/http-error';
import { rowExists } from '../db/row-queries';
import { enquiries } from '../db/schema';
import { enquiryInput } from './enquiries/enquiry-input';
import { enquiriesPage } from './enquiries/enquiry-page-queries';
import {
  deleteEnquiryRow,
  enquiryOr404,
  assignEnquiryRows,
  enquiryNotFound,
  insertEnquiry,
  isEnquiryBooked,
  lockEnquiry,
  openEnquiryWithMobile,
  recordStageChange,
  replaceEnquiryProjects,
  updateEnquiryRow,
} from './enquiries/enquiry-queries';
import {
  assertActiveUsers,
  assertPartnerExists,
  assertProjectsExist,
} from './enquiries/enquiry-references';
import {
  assertEnquiryVersion,
  assertStageChange,
  duplicateMobile,
  enquiryAssignee,
} from './enquiries/enquiry-refusals';
import { logActivity } from './enquiries/enquiry-activities';
import { enquiryTimelinePage } from './enquiries/timeline-queries';
import { enquiryStaffFound } from './users/sales-people-queries';

export const enquiriesHandlers: Handlers = {
  async listEnquiriesFiltered({ db, query, clock, config }) {
    const day = { today: clock.today(), timeZone: config.timeZone };
    return { status: 200, body: await enquiriesPage(db, query, day) };
  },

  /** The pickers of sales persons and companions, searched as the user types. */
  async listEnquirySalesPeople({ db, query, user }) {
    return { status: 200, body: await enquiryStaffFound(db, query.searchTerm, signedIn(user).id) };
  },

  async getEnquiry({ db, params }) {
    return { status: 200, body: await enquiryOr404(db, params.id) };
  },

  /** Without a sales person named, the enquiry is its creator's; naming another needs assign. */
  async createEnquiry({ db, body, user, clock, config }) {
    const caller = signedIn(user);
    const { values, projectIds } = enquiryInput(body);
    const assignedTo = enquiryAssignee(user, body.assignedToId);
    const stamps = createdStamps(user, clock);
    // The Dashboard's funnel counts it in the month it was added, in the business's time zone.
    const createdMonth = enquiryCreatedMonth(calendarDateAt(stamps.createdAt, config.timeZone));
    const id = await db.transaction(async (tx) => {
      await assertPartnerExists(tx, values.channelPartnerId);
      await assertProjectsExist(tx, projectIds, 'projectIds');
      await assertActiveUsers(tx, [assignedTo], 'assignedToId');
      const existing = await openEnquiryWithMobile(tx, values.mobileNumber);
      if (existing !== null && body.keepBoth !== true) throw duplicateMobile(existing);
      const created = await insertEnquiry(tx, { ...values, assignedTo, createdMonth }, stamps);
      await replaceEnquiryProjects(tx, created, projectIds);
      await recordStageChange(tx, {
        enquiryId: created,
        fromStage: null,
        toStage: NEW_ENQUIRY_STAGE,
        changedBy: caller.id,
        changedAt: stamps.createdAt,
      });
      return created;
    });
    return { status: 201, body: await enquiryOr404(db, id) };
  },

  async updateEnquiry({ db, params, body, clock }) {
    const { values, projectIds } = enquiryInput(body);
    await db.transaction(async (tx) => {
      const stored = await lockEnquiry(tx, params.id);
      assertEnquiryVersion(body.version, stored.version);
      await assertPartnerExists(tx, values.channelPartnerId);
      await assertProjectsExist(tx, projectIds, 'projectIds');
      const existing = await openEnquiryWithMobile(tx, values.mobileNumber, params.id);
      if (existing !== null && body.keepBoth !== true) throw duplicateMobile(existing);
      await updateEnquiryRow(tx, params.id, values, clock.now());
      await replaceEnquiryProjects(tx, params.id, projectIds);
    });
    return { status: 200, body: await enquiryOr404(db, params.id) };
  },

  async deleteEnquiry({ db, params }) {
    await db.transaction(async (tx) => {
      await lockEnquiry(tx, params.id);
      if (await isEnquiryBooked(tx, params.id)) {
        throw conflict('enquiry_booked', ENQUIRY_MESSAGES.bookedNotDeleted);
      }
      await deleteEnquiryRow(tx, params.id);
    });
    return { status: 204, body: undefined };
  },

  async changeEnquiryStage({ db, params, body, user, clock }) {
    assertValid(validateEnquiryStageChange(body));
    const { userId, now } = authorship(user, clock);
    await db.transaction(async (tx) => {
      const stored = await lockEnquiry(tx, params.id);
      assertEnquiryVersion(body.version, stored.version);
      assertStageChange(stored.stage, body.stage);
      const lostReason = body.stage === 'Lost' ? (body.lostReason ?? null) : null;
      await updateEnquiryRow(tx, params.id, { stage: body.stage, lostReason }, now);
      await recordStageChange(tx, {
        enquiryId: params.id,
        fromStage: stored.stage,
        toStage: body.stage,
        lostReason,
        changedBy: userId,
        changedAt: now,
      });
    });
    return { status: 200, body: await enquiryOr404(db, params.id) };
  },

  /** All or none: an id that names no enquiry refuses the whole list. */
  async assignEnquiries({ db, body, clock }) {
    await db.transaction(async (tx) => {
      await assertActiveUsers(tx, [body.assignedToId], 'assignedToId');
      await assignEnquiryRows(tx, body.enquiryIds, body.assignedToId, clock.now());
    });
    return { status: 200, body: { assigned: body.enquiryIds.length } };
  },

  async logEnquiryActivity({ db, params, body, user, clock }) {
    assertValid(validateEnquiryActivity(body));
    const entry = await logActivity(db, params.id, body, authorship(user, clock));
    return { status: 201, body: entry };
  },

  async getEnquiryTimeline({ db, params, query }) {
    if (!(await rowExists(db, enquiries, params.id))) throw enquiryNotFound();
    return { status: 200, body: await enquiryTimelinePage(db, params.id, query) };
  },
};
