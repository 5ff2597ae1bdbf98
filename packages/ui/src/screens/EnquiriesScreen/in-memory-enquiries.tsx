/**
 * The Enquiries screen over in-memory data, as a host would drive it: the list and its query, the
 * board paged a column at a time, the saves with the duplicate mobile number's refusal, the moves,
 * the visits and the timeline. For the Catalog story and the tests of whole flows.
 */
import {
  canChangeEnquiryStage,
  compareNames,
  ENQUIRY_STAGES,
  isNextActionOverdue,
  isOpenEnquiryStage,
  newestTimelineEntriesFirst,
  stageAfterVisitDone,
  stageAfterVisitScheduled,
  type EnquiryStage,
} from '@plotline/domain';
import { useState } from 'react';
import { choicesOf, listOf, loaded, NOT_LOADED } from '../../patterns';
import { EnquiriesScreen, type EnquiriesScreenProps } from './EnquiriesScreen';
import {
  CHANNEL_PARTNERS,
  ENQUIRIES,
  PROJECTS,
  SALES_PEOPLE,
  TIMELINE,
  VISITS,
} from './enquiry-fixtures';
import type {
  EnquiryBoardColumns,
  EnquiryFilters,
  EnquiryRecord,
  EnquirySaveRequest,
  EnquirySort,
  EnquiryTimelineEntry,
  EnquiryView,
  SiteVisitRecord,
} from './enquiry-types';

/** Who the in-memory host is signed in as: a new enquiry is theirs unless given to another. */
const SIGNED_IN = SALES_PEOPLE[0]!;

/** How many cards a board column shows at first, and adds at each 'Show more'. */
export const BOARD_PAGE = 2;

/** How many timeline entries come a page at a time. */
export const TIMELINE_PAGE = 4;

/** What GET /enquiries/filtered would match, before sorting and paging. */
export function matchesFilters(
  enquiry: EnquiryRecord,
  filters: EnquiryFilters,
  today: string,
): boolean {
  const term = filters.searchTerm.trim().toLowerCase();
  const searched =
    term === '' ||
    enquiry.name.toLowerCase().includes(term) ||
    enquiry.mobileNumber.includes(term) ||
    (enquiry.email ?? '').toLowerCase().includes(term);
  const due =
    enquiry.nextActionDate !== null &&
    isOpenEnquiryStage(enquiry.stage) &&
    enquiry.nextActionDate <= today;
  return (
    searched &&
    (filters.stage === null || enquiry.stage === filters.stage) &&
    (filters.source === null || enquiry.source === filters.source) &&
    (filters.assignedToId === null || enquiry.assignedTo?.id === filters.assignedToId) &&
    (filters.projectId === null || enquiry.projects.some(({ id }) => id === filters.projectId)) &&
    (filters.nextAction === null ||
      (filters.nextAction === 'due' ? due : isNextActionOverdue(enquiry, today)))
  );
}

const COMPARE: Record<EnquirySort['sortBy'], (a: EnquiryRecord, b: EnquiryRecord) => number> = {
  CreatedAt: (a, b) => a.createdAt.localeCompare(b.createdAt),
  Name: (a, b) => compareNames(a.name, b.name),
  // Without a next action, last when ascending.
  NextActionDate: (a, b) =>
    (a.nextActionDate ?? '9999-12-31').localeCompare(b.nextActionDate ?? '9999-12-31'),
};

/** Ties go by id, in the same direction, as on the server. */
export function sortedEnquiries(enquiries: readonly EnquiryRecord[], sort: EnquirySort) {
  const sign = sort.sortOrder === 'asc' ? 1 : -1;
  return [...enquiries].sort((a, b) => sign * (COMPARE[sort.sortBy](a, b) || a.id - b.id));
}

/** The enquiry the server would store from the request: named, numbered, one version on. */
function stored(
  request: EnquirySaveRequest,
  existing: EnquiryRecord | null,
  id: number,
  now: string,
): EnquiryRecord {
  const { assignedToId, keepBoth: _keepBoth, version: _version, projectIds, ...fields } = request;
  return {
    ...fields,
    id,
    projects: projectIds.map((projectId) => PROJECTS.find(({ id }) => id === projectId)!),
    channelPartnerName:
      CHANNEL_PARTNERS.find(({ id }) => id === request.channelPartnerId)?.name ?? null,
    assignedTo: existing
      ? existing.assignedTo
      : (SALES_PEOPLE.find(({ id }) => id === assignedToId) ?? SIGNED_IN),
    stage: existing?.stage ?? 'New',
    lostReason: existing?.lostReason ?? null,
    bookingId: existing?.bookingId ?? null,
    version: (existing?.version ?? 0) + 1,
    createdAt: existing?.createdAt ?? now,
    updatedAt: now,
  };
}

type InMemoryEnquiriesProps = EnquiriesScreenProps & { firstView?: EnquiryView };

export function InMemoryEnquiriesScreen({ firstView = 'list', ...args }: InMemoryEnquiriesProps) {
  const [enquiries, setEnquiries] = useState(ENQUIRIES);
  const [visits, setVisits] = useState(VISITS);
  const [logged, setLogged] = useState<Record<number, EnquiryTimelineEntry[]>>({ 10: TIMELINE });
  const [query, setQuery] = useState(args.query);
  const [view, setView] = useState(firstView);
  const [shownPerStage, setShownPerStage] = useState<Partial<Record<EnquiryStage, number>>>({});
  const [openedId, setOpenedId] = useState(args.record.id);
  const [timelinePages, setTimelinePages] = useState(1);
  const now = () => new Date().toISOString();

  const matching = enquiries.filter((row) => matchesFilters(row, query.filters, args.today));
  const listed = sortedEnquiries(matching, query.sort);
  const { page, pageSize } = query;
  const board = Object.fromEntries(
    ENQUIRY_STAGES.map((stage) => {
      const cards = sortedEnquiries(
        enquiries.filter(
          (row) =>
            row.stage === stage &&
            matchesFilters(row, { ...query.filters, stage: null }, args.today),
        ),
        query.sort,
      );
      const shown = shownPerStage[stage] ?? BOARD_PAGE;
      const column = listOf(cards.slice(0, shown), { totalCount: cards.length });
      return [
        stage,
        {
          ...column,
          onShowMore:
            shown < cards.length
              ? () => setShownPerStage((current) => ({ ...current, [stage]: shown + BOARD_PAGE }))
              : undefined,
        },
      ];
    }),
  ) as EnquiryBoardColumns;

  const opened = enquiries.find(({ id }) => id === openedId);
  const entries = newestTimelineEntriesFirst(openedId === null ? [] : (logged[openedId] ?? []));
  const log = (enquiryId: number, entry: EnquiryTimelineEntry) =>
    setLogged((current) => ({ ...current, [enquiryId]: [entry, ...(current[enquiryId] ?? [])] }));
  const update = (id: number, change: Partial<EnquiryRecord>) =>
    setEnquiries((current) =>
      current.map((row) =>
        row.id === id ? { ...row, ...change, version: row.version + 1, updatedAt: now() } : row,
      ),
    );
  /** A move made by a visit, in the stage history as every path's is. */
  const moveByVisit = (enquiry: EnquiryRecord, stage: EnquiryStage) => {
    if (stage === enquiry.stage) return;
    update(enquiry.id, { stage });
    log(enquiry.id, {
      kind: 'StageChange',
      at: now(),
      by: SIGNED_IN,
      fromStage: enquiry.stage,
      toStage: stage,
    });
  };

  return (
    <EnquiriesScreen
      {...args}
      list={listOf(listed.slice((page - 1) * pageSize, page * pageSize), {
        totalCount: listed.length,
      })}
      query={query}
      onQueryChange={setQuery}
      view={{ shown: view, onShownChange: setView, board }}
      choices={{
        filter: { projects: choicesOf(PROJECTS), salesPeople: choicesOf(SALES_PEOPLE) },
        form: {
          projects: choicesOf(PROJECTS),
          partners: choicesOf(CHANNEL_PARTNERS),
          salesPeople: choicesOf(SALES_PEOPLE),
        },
      }}
      onSave={async (request, existing) => {
        const duplicate = enquiries.find(
          (row) =>
            row.id !== existing?.id &&
            row.mobileNumber === request.mobileNumber &&
            isOpenEnquiryStage(row.stage),
        );
        if (duplicate && !request.keepBoth) {
          return { ok: false, duplicate: { existingEnquiryId: duplicate.id } };
        }
        const id = existing?.id ?? Math.max(...enquiries.map((row) => row.id)) + 1;
        const saved = stored(request, existing, id, now());
        setEnquiries((current) => [...current.filter((row) => row.id !== id), saved]);
        if (!existing) {
          log(id, {
            kind: 'StageChange',
            at: saved.createdAt,
            by: SIGNED_IN,
            fromStage: null,
            toStage: 'New',
          });
        }
        return { ok: true };
      }}
      onDelete={async (enquiry) => {
        setEnquiries((current) => current.filter(({ id }) => id !== enquiry.id));
        return { ok: true };
      }}
      actions={{
        onChangeStage: async (enquiry, move) => {
          const current = enquiries.find(({ id }) => id === enquiry.id);
          if (!current || current.version !== move.version) return { ok: false, conflict: true };
          if (!canChangeEnquiryStage(current.stage, move.stage)) return { ok: false };
          update(enquiry.id, { stage: move.stage, lostReason: move.lostReason ?? null });
          log(enquiry.id, {
            kind: 'StageChange',
            at: now(),
            by: SIGNED_IN,
            fromStage: current.stage,
            toStage: move.stage,
            ...(move.lostReason && { lostReason: move.lostReason }),
          });
          return { ok: true };
        },
        onAssign: async (ids, assignedToId) => {
          const person = SALES_PEOPLE.find(({ id }) => id === assignedToId) ?? null;
          for (const id of ids) update(id, { assignedTo: person });
          return { ok: true };
        },
      }}
      record={{
        id: openedId,
        onOpen: (id) => {
          setOpenedId(id);
          setTimelinePages(1);
          args.record.onOpen(id);
        },
        details: openedId === null ? NOT_LOADED : opened ? loaded(opened) : NOT_LOADED,
        siteVisits: {
          list: loaded(visits.filter(({ enquiryId }) => enquiryId === openedId)),
          onSave: async (payload, existing) => {
            if (!opened) return { ok: false };
            const project = PROJECTS.find(({ id }) => id === payload.projectId)!;
            const visit: SiteVisitRecord = {
              id: existing?.id ?? Math.max(...visits.map(({ id }) => id)) + 1,
              enquiryId: opened.id,
              enquiryName: opened.name,
              project,
              scheduledAt: payload.scheduledAt,
              accompaniedBy: SALES_PEOPLE.find(({ id }) => id === payload.accompaniedById) ?? null,
              outcome: payload.outcome,
              notes: payload.notes,
              createdAt: existing?.createdAt ?? now(),
            };
            setVisits((current) => [visit, ...current.filter(({ id }) => id !== visit.id)]);
            if (!existing) {
              log(opened.id, {
                kind: 'SiteVisit',
                at: visit.scheduledAt,
                by: SIGNED_IN,
                siteVisit: visit,
              });
              moveByVisit(opened, stageAfterVisitScheduled(opened.stage));
            } else if (visit.outcome === 'Done') {
              moveByVisit(opened, stageAfterVisitDone(opened.stage));
            }
            return { ok: true };
          },
        },
        timeline: {
          entries: loaded(entries.slice(0, timelinePages * TIMELINE_PAGE)),
          onShowMore:
            entries.length > timelinePages * TIMELINE_PAGE
              ? () => setTimelinePages((pages) => pages + 1)
              : undefined,
          onLog: async (activity) => {
            if (openedId === null) return { ok: false };
            log(openedId, { ...activity, at: now(), by: SIGNED_IN });
            return { ok: true };
          },
        },
        bookingHref: args.record.bookingHref,
        onBookPlot: args.record.onBookPlot,
      }}
    />
  );
}
