/** Site visits: a buyer taken to a project, scheduled and recorded on their enquiry. */
import {
  ENQUIRY_MESSAGES,
  isOpenEnquiryStage,
  stageAfterVisitDone,
  stageAfterVisitScheduled,
  type EnquiryStage,
} from '@plotline/domain';
import type { Transaction } from '../db/database';
import { rowExists } from '../db/row-queries';
import { enquiries } from '../db/schema';
import { authorship, createdStamps } from '../http/authorship';
import { signedIn, type Handlers } from '../http/handler';
import { conflict } from '../http/http-error';
import {
  enquiryNotFound,
  lockEnquiry,
  recordStageChange,
  updateEnquiryRow,
} from './enquiries/enquiry-queries';
import { assertActiveUsers, assertProjectsExist } from './enquiries/enquiry-references';
import { siteVisitInput } from './enquiries/site-visit-input';
import {
  MAX_VISITS_PER_ENQUIRY,
  countVisitsOfEnquiry,
  insertSiteVisit,
  lockSiteVisit,
  siteVisitOr404,
  updateSiteVisitRow,
  visitsOfDay,
  visitsOfEnquiry,
  type SiteVisitValues,
} from './enquiries/site-visit-queries';

/** The project visited and who accompanies must exist, and the companion be able to work. */
async function assertVisitReferences(tx: Transaction, values: SiteVisitValues): Promise<void> {
  await assertProjectsExist(tx, [values.projectId], 'projectId');
  if (values.accompaniedBy !== null) {
    await assertActiveUsers(tx, [values.accompaniedBy], 'accompaniedById');
  }
}

/** Moves the enquiry where a visit takes it, with the move in its history. */
async function followVisit(
  tx: Transaction,
  enquiry: { id: number; stage: EnquiryStage },
  next: EnquiryStage,
  { userId, now }: { userId: number; now: Date },
): Promise<void> {
  if (next === enquiry.stage) return;
  await updateEnquiryRow(tx, enquiry.id, { stage: next }, now);
  await recordStageChange(tx, {
    enquiryId: enquiry.id,
    fromStage: enquiry.stage,
    toStage: next,
    changedBy: userId,
    changedAt: now,
  });
}

export const siteVisitsHandlers: Handlers = {
  async listEnquirySiteVisits({ db, params }) {
    if (!(await rowExists(db, enquiries, params.id))) throw enquiryNotFound();
    return { status: 200, body: await visitsOfEnquiry(db, params.id) };
  },

  async getSiteVisit({ db, params }) {
    return { status: 200, body: await siteVisitOr404(db, params.id) };
  },

  async listTodaysSiteVisits({ db, query, user, clock, config }) {
    const userId = query.userId ?? signedIn(user).id;
    const day = clock.today();
    return { status: 200, body: await visitsOfDay(db, { day, timeZone: config.timeZone, userId }) };
  },

  async scheduleSiteVisit({ db, params, body, user, clock }) {
    const values = siteVisitInput(body);
    const stamps = createdStamps(user, clock);
    const id = await db.transaction(async (tx) => {
      const enquiry = await lockEnquiry(tx, params.id);
      if (!isOpenEnquiryStage(enquiry.stage)) {
        throw conflict('invalid_stage_change', ENQUIRY_MESSAGES.closedTakesNoVisit);
      }
      if ((await countVisitsOfEnquiry(tx, params.id)) >= MAX_VISITS_PER_ENQUIRY) {
        throw conflict('too_many_visits', ENQUIRY_MESSAGES.tooManyVisits);
      }
      await assertVisitReferences(tx, values);
      const visit = await insertSiteVisit(tx, params.id, values, stamps);
      const next =
        values.outcome === 'Done'
          ? stageAfterVisitDone(stageAfterVisitScheduled(enquiry.stage))
          : stageAfterVisitScheduled(enquiry.stage);
      await followVisit(tx, enquiry, next, { userId: stamps.createdBy, now: stamps.createdAt });
      return visit;
    });
    return { status: 201, body: await siteVisitOr404(db, id) };
  },

  async updateSiteVisit({ db, params, body, user, clock }) {
    const values = siteVisitInput(body);
    const { userId, now } = authorship(user, clock);
    await db.transaction(async (tx) => {
      const stored = await lockSiteVisit(tx, params.id);
      const enquiry = await lockEnquiry(tx, stored.enquiryId);
      await assertVisitReferences(tx, values);
      await updateSiteVisitRow(tx, params.id, values, now);
      if (values.outcome === 'Done' && stored.outcome !== 'Done') {
        await followVisit(tx, enquiry, stageAfterVisitDone(enquiry.stage), { userId, now });
      }
    });
    return { status: 200, body: await siteVisitOr404(db, params.id) };
  },
};
