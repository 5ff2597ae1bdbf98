/**
 * The demo's enquiries (docs/enquiries.md): about sixty over the last three months, from every
 * source, at every stage in the shares a sales team sees (most new or contacted, fewer visited,
 * some negotiating, a few booked and some lost with a reason), with their calls and notes, their
 * site visits (a few for today) and the stage history the server writes along the way, each move
 * one the stages allow. The booked ones were saved as demo bookings: each names its own booking
 * and carries that booking's owner, partner and project, and was made before it.
 */
import {
  addDays,
  BUSINESS_TIME_ZONE,
  calendarDateAt,
  canBookFromEnquiry,
  canChangeEnquiryStage,
  daysBetween,
  enquiryCreatedMonth,
  NEW_ENQUIRY_STAGE,
  stageAfterVisitDone,
  stageAfterVisitScheduled,
  type CalendarDate,
  type EnquiryActivityKind,
  type EnquirySource,
  type EnquiryStage,
  type LostReason,
  type SiteVisitOutcome,
} from '@plotline/domain';
import { and, asc, eq, getTableName, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import {
  enquiries,
  enquiryActivities,
  enquiryProjects,
  enquiryStageChanges,
  siteVisits,
  users,
} from '../../db/schema';
import {
  CALLS,
  ENQUIRY_NOTES,
  FIRST_CALLS,
  LOST_NOTES,
  NEGOTIATION_CALLS,
  NEXT_ACTIONS,
  NOTES,
  OTHER_SOURCES,
  PORTALS,
  REOPENING_CALL,
  VISIT_CALLS,
  VISIT_CANCELLED_NOTES,
  VISIT_DONE_NOTES,
  VISIT_NO_SHOW_NOTES,
} from './enquiries';
import { mobileNumber, person } from './people';
import type { Random } from './random';
import type { SeededProject } from './seed-catalogue';
import type { SeededPartners } from './seed-partners';
import { insertInBatches, type SeededBooking } from './seed-sales';
import { dayBetween, earlier, later, sometimeOn } from './timeline';

/** How many enquiries are open at each stage; Booked ones come from the bookings, Lost below. */
const OPEN_STAGES = [
  ['New', 13],
  ['Contacted', 13],
  ['SiteVisitScheduled', 6],
  ['SiteVisitDone', 5],
  ['Negotiation', 5],
] as const satisfies readonly (readonly [EnquiryStage, number])[];
const BOOKED = 8;
/** The lost ones: the stage each was lost from and why, every reason at least once. */
const LOST: readonly (readonly [EnquiryStage, LostReason])[] = [
  ['New', 'NotReachable'],
  ['Contacted', 'BudgetMismatch'],
  ['Contacted', 'NotInterested'],
  ['Contacted', 'BoughtElsewhere'],
  ['Contacted', 'Other'],
  ['SiteVisitScheduled', 'NotReachable'],
  ['SiteVisitDone', 'LocationNotSuitable'],
  ['SiteVisitDone', 'BudgetMismatch'],
  ['Negotiation', 'BoughtElsewhere'],
  ['Negotiation', 'BudgetMismatch'],
];
/** The sources of the enquiries not booked, every one of them; booked ones take their booking's. */
const SOURCES = [
  ['WalkIn', 8],
  ['Phone', 8],
  ['Website', 8],
  ['PropertyPortal', 9],
  ['ChannelPartner', 10],
  ['Referral', 5],
  ['Other', 4],
] as const satisfies readonly (readonly [EnquirySource, number])[];
const DIRECT_SOURCES: readonly EnquirySource[] = [
  'WalkIn',
  'Phone',
  'Website',
  'PropertyPortal',
  'Referral',
];
/** How many days ago an enquiry ending at each stage was added: [youngest, oldest]. */
const AGES: Readonly<Record<Exclude<EnquiryStage, 'Booked' | 'Lost'>, readonly [number, number]>> =
  {
    New: [1, 12],
    Contacted: [3, 45],
    SiteVisitScheduled: [5, 40],
    SiteVisitDone: [6, 50],
    Negotiation: [10, 70],
  };
/** A lost enquiry was added long enough ago to have been worked to the stage it was lost from. */
const LOST_YOUNGEST: Readonly<Partial<Record<EnquiryStage, number>>> = {
  New: 5,
  Contacted: 8,
  SiteVisitScheduled: 12,
  SiteVisitDone: 18,
  Negotiation: 25,
};
const OLDEST = 90;
/** Visits scheduled for today, in 'Today's visits'; the others are in the days ahead. */
const VISITS_TODAY = 3;
const MINUTE = 60_000;
const LAKH = 1_00_000;

type Move = {
  fromStage: EnquiryStage | null;
  toStage: EnquiryStage;
  lostReason: LostReason | null;
  changedBy: number;
  changedAt: Date;
};
type PlannedVisit = Omit<typeof siteVisits.$inferInsert, 'enquiryId'> & {
  scheduledAt: Date;
  createdAt: Date;
};
type PlannedActivity = {
  kind: EnquiryActivityKind;
  text: string;
  createdBy: number;
  createdAt: Date;
};
type PlannedEnquiry = {
  values: Omit<typeof enquiries.$inferInsert, 'id'> & { createdAt: Date };
  projectIds: number[];
  moves: Move[];
  visits: PlannedVisit[];
  activities: PlannedActivity[];
};

type Context = {
  random: Random;
  today: CalendarDate;
  adminId: number;
  assignees: readonly number[];
  projects: readonly SeededProject[];
  partners: SeededPartners;
  sales: readonly SeededBooking[];
  mobiles: Set<string>;
};

const dayOf = (instant: Date) => calendarDateAt(instant, BUSINESS_TIME_ZONE);

/**
 * One enquiry's life as the server records it: each move checked against the domain's stages
 * (Booked only from an open stage, as a booking saved from it), each event after the one before,
 * none after `last`.
 */
class Story {
  stage: EnquiryStage = NEW_ENQUIRY_STAGE;
  readonly moves: Move[] = [];
  readonly visits: PlannedVisit[] = [];
  readonly activities: PlannedActivity[] = [];
  private at: Date;

  constructor(
    private readonly random: Random,
    readonly by: number,
    readonly createdAt: Date,
    private readonly last: CalendarDate,
  ) {
    this.at = createdAt;
    this.moves.push({
      fromStage: null,
      toStage: NEW_ENQUIRY_STAGE,
      lostReason: null,
      changedBy: by,
      changedAt: createdAt,
    });
  }

  /** An office-hours moment `minDays` to `maxDays` days after the last event, by `last`. */
  later(maxDays: number, minDays = 0): Date {
    const from = earlier(addDays(dayOf(this.at), minDays), this.last);
    const day = dayBetween(this.random, from, earlier(addDays(from, maxDays - minDays), this.last));
    let next = sometimeOn(this.random, day);
    if (next.getTime() <= this.at.getTime()) {
      const bumped = new Date(this.at.getTime() + this.random.int(1, 4) * 15 * MINUTE);
      next = dayOf(bumped) > this.last ? new Date(this.at.getTime() + MINUTE) : bumped;
    }
    this.at = next;
    return next;
  }

  move(to: EnquiryStage, at: Date, lostReason: LostReason | null = null, by = this.by): void {
    const allowed =
      to === 'Booked' ? canBookFromEnquiry(this.stage) : canChangeEnquiryStage(this.stage, to);
    if (!allowed) throw new Error(`The demo made a move the stages forbid: ${this.stage} to ${to}`);
    if (at.getTime() < this.at.getTime()) throw new Error('The demo moved an enquiry back in time');
    this.moves.push({
      fromStage: this.stage,
      toStage: to,
      lostReason,
      changedBy: by,
      changedAt: at,
    });
    this.stage = to;
    this.at = at;
  }

  log(kind: EnquiryActivityKind, text: string, at: Date): void {
    this.activities.push({ kind, text, createdBy: this.by, createdAt: at });
  }

  /**
   * A visit fixed at `at`, moving the enquiry as scheduling one does: for `scheduledAt`, or a day
   * or few later.
   */
  schedule(projectId: number, at: Date, scheduledAt?: Date): PlannedVisit {
    const next = stageAfterVisitScheduled(this.stage);
    if (next !== this.stage) this.move(next, at);
    const visit: PlannedVisit = {
      projectId,
      scheduledAt: scheduledAt ?? this.later(5, 1),
      accompaniedBy: this.random.chance(0.8) ? this.by : null,
      outcome: 'Scheduled',
      notes: null,
      createdBy: this.by,
      createdAt: at,
      updatedAt: at,
    };
    this.visits.push(visit);
    return visit;
  }

  /** The visit's outcome, recorded an hour or few after its time, moving the enquiry as Done does. */
  record(visit: PlannedVisit, outcome: SiteVisitOutcome, notes: string): Date {
    const at = new Date(visit.scheduledAt.getTime() + this.random.int(2, 6) * 30 * MINUTE);
    Object.assign(visit, { outcome, notes, updatedAt: at });
    this.at = at;
    const next = outcome === 'Done' ? stageAfterVisitDone(this.stage) : this.stage;
    if (next !== this.stage) this.move(next, at);
    return at;
  }
}

/** The call that reaches the buyer, and perhaps a few more calls and notes. */
function contact(context: Context, story: Story, chats: number): void {
  const { random } = context;
  const at = story.later(3);
  story.log('Call', random.pick(FIRST_CALLS), at);
  story.move('Contacted', at);
  for (let i = 0; i < chats; i++) {
    const when = story.later(5);
    if (random.chance(0.6)) story.log('Call', random.pick(CALLS), when);
    else story.log('Note', random.pick(NOTES), when);
  }
}

/** A visit fixed on a call, then held (or not) a few days later. */
function visit(
  context: Context,
  story: Story,
  projectId: number,
  outcome: Exclude<SiteVisitOutcome, 'Scheduled'>,
): void {
  const { random } = context;
  const fixedAt = story.later(4);
  story.log('Call', random.pick(VISIT_CALLS), fixedAt);
  const planned = story.schedule(projectId, fixedAt);
  const notes = random.pick(
    outcome === 'Done'
      ? VISIT_DONE_NOTES
      : outcome === 'NoShow'
        ? VISIT_NO_SHOW_NOTES
        : VISIT_CANCELLED_NOTES,
  );
  story.record(planned, outcome, notes);
}

function negotiate(context: Context, story: Story): void {
  const at = story.later(5);
  story.log('Call', context.random.pick(NEGOTIATION_CALLS), at);
  story.move('Negotiation', at);
}

/**
 * Works the story to `stage`. A visit still to come is left to the caller, so an enquiry lost
 * while waiting for one had it missed instead.
 */
function workTo(
  context: Context,
  story: Story,
  stage: EnquiryStage,
  projectIds: readonly number[],
  waiting: boolean,
): void {
  const { random } = context;
  const projectId = random.chance(0.8) ? (projectIds[0] as number) : random.pick(projectIds);
  switch (stage) {
    case 'New':
      if (random.chance(0.6)) {
        const at = story.later(2);
        if (random.chance(0.5)) story.log('Call', CALLS[0], at);
        else story.log('Note', random.pick(NOTES), at);
      }
      return;
    case 'Contacted':
      contact(context, story, random.int(0, 2));
      return;
    case 'SiteVisitScheduled':
      if (random.chance(0.7)) contact(context, story, random.int(0, 1));
      // Some buyers missed a first visit and are waiting for another.
      if (!waiting || random.chance(0.3)) visit(context, story, projectId, 'NoShow');
      return;
    case 'SiteVisitDone':
      if (random.chance(0.8)) contact(context, story, random.int(0, 1));
      visit(context, story, projectId, 'Done');
      return;
    case 'Negotiation':
      contact(context, story, random.int(0, 1));
      visit(context, story, projectId, 'Done');
      negotiate(context, story);
      return;
    default:
      throw new Error(`No demo enquiry is worked to ${stage}`);
  }
}

/** A buyer with a mobile number no other demo enquiry has. */
function buyer(context: Context) {
  const { random, mobiles } = context;
  const who = person(random);
  let mobile = who.mobileNumber;
  while (mobiles.has(mobile)) mobile = mobileNumber(random);
  mobiles.add(mobile);
  return { name: who.name, mobileNumber: mobile, email: random.chance(0.5) ? who.emailId : null };
}

/** Projects launched by the day, the first the one the buyer asked about first. */
function interests(context: Context, day: CalendarDate, first?: number): number[] {
  const { random, projects } = context;
  const open = projects.filter((p) => p.launchedOn < day && p.id !== first).map((p) => p.id);
  const count = random.weighted([
    [1, 5],
    [2, 3],
    [3, 1],
  ]);
  const picked = first === undefined ? [] : [first];
  while (picked.length < count && open.length > 0) {
    picked.push(...open.splice(random.int(0, open.length - 1), 1));
  }
  return picked;
}

/** The plot sizes and budget the buyer gave, if any, from the first project's sizes and rate. */
function wants(context: Context, projectId: number) {
  const { random, projects } = context;
  const project = projects.find((p) => p.id === projectId)?.project;
  const none = { plotSizeMin: null, plotSizeMax: null, budgetMin: null, budgetMax: null };
  if (!project || random.chance(0.25)) return none;
  const sizes = [...project.sizes].sort((a, b) => a - b);
  const low = random.int(0, sizes.length - 1);
  const high = random.int(low, sizes.length - 1);
  const min = sizes[low] as number;
  const max = sizes[high] as number;
  const price = (size: number) => (project.baseRate * size) / 9;
  const budgetMax = Math.ceil((price(max) * 1.1) / LAKH) * LAKH;
  return {
    plotSizeMin: random.chance(0.7) ? min : null,
    plotSizeMax: max,
    budgetMin: random.chance(0.6) ? Math.floor((price(min) * 0.9) / LAKH) * LAKH : null,
    budgetMax: random.chance(0.8) ? budgetMax : null,
  };
}

function sourceDetailOf(context: Context, source: EnquirySource): string | null {
  const { random, sales, projects } = context;
  switch (source) {
    case 'PropertyPortal':
      return random.pick(PORTALS);
    case 'Other':
      return random.pick(OTHER_SOURCES);
    case 'Referral': {
      const { booking } = random.pick(sales);
      const project = projects.find((p) => p.id === booking.projectId)?.project.name;
      return `Referred by ${booking.plotOwnerName}, a buyer in ${project ?? 'our project'}`;
    }
    default:
      return null;
  }
}

/**
 * The next action of an open enquiry, planned when it was last worked (`since`): some overdue,
 * some today, most ahead.
 */
function nextActionOf(
  context: Context,
  stage: EnquiryStage,
  since: CalendarDate,
  when: 'overdue' | 'today' | 'ahead' | 'any',
): { nextAction: string; nextActionDate: CalendarDate } {
  const { random, today } = context;
  const kind =
    when !== 'any'
      ? when
      : random.weighted([
          ['overdue', 3],
          ['today', 2],
          ['ahead', 5],
        ] as const);
  const yesterday = addDays(today, -1);
  const nextActionDate =
    kind === 'overdue'
      ? dayBetween(random, later(since, addDays(today, -6)), yesterday)
      : kind === 'today'
        ? today
        : addDays(today, random.int(1, 10));
  return { nextAction: random.pick(NEXT_ACTIONS[stage] ?? ['Call back']), nextActionDate };
}

/** When the enquiry was last worked: its latest move or call or note. */
function lastEventOf({ values }: PlannedEnquiry): Date {
  const { updatedAt, lastActivityAt } = values;
  return lastActivityAt && lastActivityAt > (updatedAt as Date)
    ? lastActivityAt
    : (updatedAt as Date);
}

function planned(
  story: Story,
  fields: Omit<
    PlannedEnquiry['values'],
    | 'stage'
    | 'version'
    | 'createdBy'
    | 'createdAt'
    | 'createdMonth'
    | 'updatedAt'
    | 'lastActivityAt'
    | 'assignedTo'
  >,
  projectIds: number[],
): PlannedEnquiry {
  const lastMove = story.moves.at(-1) as Move;
  const lastActivity = story.activities.reduce<Date | null>(
    (latest, a) => (latest === null || a.createdAt > latest ? a.createdAt : latest),
    null,
  );
  return {
    values: {
      ...fields,
      assignedTo: story.by,
      stage: story.stage,
      lastActivityAt: lastActivity,
      // Created at version 0, and each move since was one more save.
      version: story.moves.length - 1,
      createdBy: story.by,
      createdAt: story.createdAt,
      createdMonth: enquiryCreatedMonth(dayOf(story.createdAt)),
      updatedAt: lastMove.changedAt,
    },
    projectIds,
    moves: story.moves,
    visits: story.visits,
    activities: story.activities,
  };
}

/** An enquiry not booked: open at `stage`, or lost from it for the reason `lost`. */
function enquiryAt(
  context: Context,
  stage: Exclude<EnquiryStage, 'Booked' | 'Lost'>,
  source: EnquirySource,
  lost: LostReason | null,
  visitDay: CalendarDate | null,
): PlannedEnquiry {
  const { random, today, partners } = context;
  const yesterday = addDays(today, -1);
  const [youngest, oldest] = lost === null ? AGES[stage] : [LOST_YOUNGEST[stage] ?? 10, OLDEST];
  const createdDay = dayBetween(random, addDays(today, -oldest), addDays(today, -youngest));
  const by = random.pick(context.assignees);
  const story = new Story(random, by, sometimeOn(random, createdDay), yesterday);
  const who = buyer(context);
  const projectIds = interests(context, createdDay);
  const waiting = lost === null && stage === 'SiteVisitScheduled';
  workTo(context, story, stage, projectIds, waiting);
  let next: { nextAction: string | null; nextActionDate: CalendarDate | null } = {
    nextAction: null,
    nextActionDate: null,
  };
  if (lost !== null) {
    const at = story.later(7);
    story.log('Note', LOST_NOTES[lost], at);
    story.move('Lost', at, lost);
  } else if (stage === 'Contacted' && random.chance(0.15)) {
    // Lost as not reachable, then the buyer called again: the same enquiry, reopened.
    const at = story.later(6);
    story.log('Note', LOST_NOTES.NotReachable, at);
    story.move('Lost', at, 'NotReachable');
    const back = story.later(10, 1);
    story.log('Call', REOPENING_CALL, back);
    story.move('Contacted', back);
  } else if (stage === 'Contacted' && random.chance(0.2)) {
    // A visit fixed and called off: back to talking.
    visit(context, story, projectIds[0] as number, 'Cancelled');
    story.move('Contacted', story.later(2));
  }
  if (waiting && visitDay !== null) {
    const fixedAt = story.later(3);
    story.log('Call', random.pick(VISIT_CALLS), fixedAt);
    story.schedule(projectIds[0] as number, fixedAt, sometimeOn(random, visitDay));
    next = {
      nextAction: random.pick(NEXT_ACTIONS.SiteVisitScheduled ?? []),
      nextActionDate: visitDay,
    };
  }
  return planned(
    story,
    {
      ...who,
      source,
      channelPartnerId: source === 'ChannelPartner' ? random.pick(partners.activeIds) : null,
      sourceDetail: sourceDetailOf(context, source),
      ...wants(context, projectIds[0] as number),
      lostReason: lost,
      ...next,
      notes: random.chance(0.4) ? random.pick(ENQUIRY_NOTES) : null,
      bookingId: null,
    },
    projectIds,
  );
}

/** An enquiry the booking was saved from: its buyer, partner and project, made before it. */
function bookedEnquiry(context: Context, sale: SeededBooking): PlannedEnquiry {
  const { random, today, adminId } = context;
  const { booking } = sale;
  const bookedOn = booking.bookingDate as CalendarDate;
  const createdDay = dayBetween(
    random,
    later(addDays(today, -OLDEST), addDays(bookedOn, -40)),
    addDays(bookedOn, -7),
  );
  const by = random.pick(context.assignees);
  const story = new Story(random, by, sometimeOn(random, createdDay), addDays(bookedOn, -1));
  const projectIds = interests(context, createdDay, booking.projectId);
  contact(context, story, random.int(0, 1));
  visit(context, story, booking.projectId, 'Done');
  if (random.chance(0.5)) negotiate(context, story);
  // Saved with the booking, by whoever saved the booking.
  story.move('Booked', booking.createdAt, null, adminId);
  const mobile = booking.ownerMobileNumber as string;
  context.mobiles.add(mobile);
  const source = booking.channelPartnerId === null ? random.pick(DIRECT_SOURCES) : 'ChannelPartner';
  return planned(
    story,
    {
      name: booking.plotOwnerName,
      mobileNumber: mobile,
      // As 'Book a plot' fills the booking from it: its email is the booking's.
      email: booking.emailId ?? null,
      source,
      channelPartnerId: booking.channelPartnerId ?? null,
      sourceDetail: sourceDetailOf(context, source),
      ...wants(context, booking.projectId),
      lostReason: null,
      nextAction: null,
      nextActionDate: null,
      notes: random.chance(0.4) ? random.pick(ENQUIRY_NOTES) : null,
      bookingId: sale.id,
    },
    projectIds,
  );
}

function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/**
 * Recent bookings still standing, with a full mobile number, made late enough for an enquiry of
 * the last three months to come before them.
 */
function bookableSales(context: Context): SeededBooking[] {
  const { today } = context;
  return context.sales.filter(({ booking }) => {
    const age = daysBetween(booking.bookingDate as CalendarDate, today);
    return (
      (booking.bookingStatus === 'Token' || booking.bookingStatus === 'Booking') &&
      booking.ownerMobileNumber != null &&
      age >= 5 &&
      age <= 80
    );
  });
}

function plan(context: Context): PlannedEnquiry[] {
  const { random, today } = context;
  const sources = shuffled(
    random,
    SOURCES.flatMap(([source, count]) => Array<EnquirySource>(count).fill(source)),
  );
  const nextSource = () => sources.pop() ?? random.pick(DIRECT_SOURCES);
  const open = OPEN_STAGES.flatMap(([stage, count]) =>
    Array<Exclude<EnquiryStage, 'Booked' | 'Lost'>>(count).fill(stage),
  );
  const result: PlannedEnquiry[] = [];
  let visitsToday = 0;
  open.forEach((stage, i) => {
    let visitDay: CalendarDate | null = null;
    if (stage === 'SiteVisitScheduled') {
      visitDay = visitsToday < VISITS_TODAY ? today : addDays(today, random.int(1, 6));
      visitsToday += 1;
    }
    const enquiry = enquiryAt(context, stage, nextSource(), null, visitDay);
    // One of each of overdue, today and ahead for certain; the rest as they fall.
    if (enquiry.values.nextActionDate == null) {
      Object.assign(
        enquiry.values,
        nextActionOf(
          context,
          enquiry.values.stage as EnquiryStage,
          dayOf(lastEventOf(enquiry)),
          (['overdue', 'today', 'ahead'] as const)[i] ?? 'any',
        ),
      );
    }
    result.push(enquiry);
  });
  for (const [stage, reason] of LOST) {
    result.push(
      enquiryAt(
        context,
        stage as Exclude<EnquiryStage, 'Booked' | 'Lost'>,
        nextSource(),
        reason,
        null,
      ),
    );
  }
  const booked = shuffled(random, bookableSales(context)).slice(0, BOOKED);
  for (const sale of booked) result.push(bookedEnquiry(context, sale));
  return result.sort((a, b) => a.values.createdAt.getTime() - b.values.createdAt.getTime());
}

/** Whether the database has the enquiries tables: one the first migration made has not. */
async function holdsEnquiries(tx: Executor): Promise<boolean> {
  const [found] = await tx
    .select({ name: sql<string | null>`to_regclass('enquiries')::text` })
    .from(sql`(values (1)) as probe`);
  return Boolean(found?.name);
}

/** The staff who can work an enquiry, the admin aside; the admin when there are none. */
async function salesStaff(tx: Executor, adminId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isActive, true), eq(users.awaitingApproval, false), ne(users.id, adminId)))
    .orderBy(asc(users.id));
  return rows.length > 0 ? rows.map((row) => row.id) : [adminId];
}

/** Ids from the enquiries' own sequence, in the order the enquiries were added. */
async function reserveEnquiryIds(tx: Executor, count: number): Promise<number[]> {
  const sequence = sql`pg_get_serial_sequence(${getTableName(enquiries)}, ${enquiries.id.name})`;
  const rows = await tx
    .select({ id: sql<number>`nextval(${sequence})::int` })
    .from(sql`generate_series(1, ${count}::int)`);
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

const byTime =
  <T>(time: (row: T) => Date) =>
  (a: T, b: T) =>
    time(a).getTime() - time(b).getTime();

export async function seedEnquiries(
  tx: Executor,
  random: Random,
  adminId: number,
  today: CalendarDate,
  seeded: {
    projects: readonly SeededProject[];
    partners: SeededPartners;
    sales: readonly SeededBooking[];
  },
): Promise<void> {
  if (!(await holdsEnquiries(tx))) return;
  const context: Context = {
    random,
    today,
    adminId,
    assignees: await salesStaff(tx, adminId),
    ...seeded,
    mobiles: new Set(),
  };
  const enquiriesPlanned = plan(context);
  const ids = await reserveEnquiryIds(tx, enquiriesPlanned.length);
  const numbered = enquiriesPlanned.map((enquiry, i) => ({ ...enquiry, id: ids[i] as number }));
  await insertInBatches(numbered, (batch) =>
    tx.insert(enquiries).values(batch.map(({ id, values }) => ({ ...values, id }))),
  );
  await insertInBatches(
    numbered.flatMap(({ id, projectIds }) =>
      projectIds.map((projectId, position) => ({ enquiryId: id, projectId, position })),
    ),
    (batch) => tx.insert(enquiryProjects).values(batch),
  );
  await insertInBatches(
    numbered
      .flatMap(({ id, moves }) => moves.map((move) => ({ ...move, enquiryId: id })))
      .sort(byTime((move) => move.changedAt)),
    (batch) => tx.insert(enquiryStageChanges).values(batch),
  );
  await insertInBatches(
    numbered
      .flatMap(({ id, visits }) => visits.map((visit) => ({ ...visit, enquiryId: id })))
      .sort(byTime((visit) => visit.createdAt)),
    (batch) => tx.insert(siteVisits).values(batch),
  );
  await insertInBatches(
    numbered
      .flatMap(({ id, activities }) =>
        activities.map((activity) => ({ ...activity, enquiryId: id })),
      )
      .sort(byTime((activity) => activity.createdAt)),
    (batch) => tx.insert(enquiryActivities).values(batch),
  );
}
