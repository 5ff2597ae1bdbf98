import { changedWhileEditingNotice, ENQUIRY_MESSAGES } from '@plotline/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { choicesOf, listOf, loaded, NOT_LOADED, type EditWatch } from '../../patterns';
import { EnquiriesScreen, type EnquiriesScreenProps } from './EnquiriesScreen';
import {
  boardOf,
  byId,
  CHANNEL_PARTNERS,
  ENQUIRIES,
  PLAIN_QUERY,
  PROJECTS,
  SALES_PEOPLE,
  TIME_ZONE,
  TIMELINE,
  TODAY,
  TODAYS_VISITS,
  VISITS,
} from './enquiry-fixtures';
import type {
  EnquiryChoices,
  EnquiryGrants,
  EnquiryTransfer,
  EnquiryViews,
  OpenedEnquiry,
} from './enquiry-types';
import { LARGE_PREVIEW } from './enquiry-import-fixtures';
import { InMemoryEnquiriesScreen } from './in-memory-enquiries';
import docs from './EnquiriesScreen.docs.md?raw';

const ALL_GRANTS: EnquiryGrants = { create: true, edit: true, delete: true, assign: true };
const VIEW_ONLY: EnquiryGrants = { create: false, edit: false, delete: false, assign: false };

/** No details open; opening one calls the host. */
const closed: OpenedEnquiry = {
  id: null,
  // Typed as the props, not as storybook's Mock, so tests can pass vitest's vi.fn() instead.
  onOpen: fn() as OpenedEnquiry['onOpen'],
  details: NOT_LOADED,
  siteVisits: {
    list: NOT_LOADED,
    onSave: fn(async () => ({ ok: true as const })) as OpenedEnquiry['siteVisits']['onSave'],
  },
  timeline: {
    entries: NOT_LOADED,
    onLog: fn(async () => ({ ok: true as const })) as OpenedEnquiry['timeline']['onLog'],
  },
  bookingHref: (bookingId) => `/bookings/${bookingId}`,
  onBookPlot: fn() as OpenedEnquiry['onBookPlot'],
};

/** The enquiry with this id open over the list, with what the host loaded of it. */
const opened = (id: number): { record: OpenedEnquiry } => ({
  record: {
    ...closed,
    id,
    details: loaded(byId(id)),
    siteVisits: {
      ...closed.siteVisits,
      list: loaded(VISITS.filter(({ enquiryId }) => enquiryId === id)),
    },
    timeline: { ...closed.timeline, entries: loaded(id === 10 ? TIMELINE : []) },
  },
});

/** Every project, partner and user, searched by none. */
const CHOICES: EnquiryChoices = {
  filter: { projects: choicesOf(PROJECTS), salesPeople: choicesOf(SALES_PEOPLE) },
  form: {
    projects: choicesOf(PROJECTS),
    partners: choicesOf(CHANNEL_PARTNERS),
    salesPeople: choicesOf(SALES_PEOPLE),
  },
};

/** Export and import, each as the host answers when it goes through. */
const TRANSFER: EnquiryTransfer = {
  onExport: fn(async () => {}) as EnquiryTransfer['onExport'],
  onPreviewImport: fn(async () => ({
    ok: true as const,
    preview: LARGE_PREVIEW,
  })) as EnquiryTransfer['onPreviewImport'],
  onImport: fn(async () => ({ ok: true as const })) as EnquiryTransfer['onImport'],
};

/** The board, each column whole. */
const board = (views: Partial<EnquiryViews> = {}): { view: EnquiryViews } => ({
  view: {
    shown: 'board',
    onShownChange: fn() as EnquiryViews['onShownChange'],
    board: boardOf(ENQUIRIES),
    todaysVisits: loaded(TODAYS_VISITS),
    ...views,
  },
});

const meta = {
  title: 'Screens/EnquiriesScreen',
  component: EnquiriesScreen,
  parameters: { layout: 'padded', docs: { description: { component: docs } } },
  args: {
    list: listOf(ENQUIRIES, { totalCount: ENQUIRIES.length }),
    query: PLAIN_QUERY,
    view: { ...board().view, shown: 'list' },
    choices: CHOICES,
    can: ALL_GRANTS,
    record: closed,
    today: TODAY,
    timeZone: TIME_ZONE,
    transfer: TRANSFER,
    onQueryChange: fn() as EnquiriesScreenProps['onQueryChange'],
    onSave: fn(async () => ({ ok: true }) as const) as EnquiriesScreenProps['onSave'],
    onDelete: fn(async () => ({ ok: true })) as EnquiriesScreenProps['onDelete'],
    actions: {
      onChangeStage: fn(
        async () => ({ ok: true }) as const,
      ) as EnquiriesScreenProps['actions']['onChangeStage'],
      onAssign: fn(
        async () => ({ ok: true }) as const,
      ) as EnquiriesScreenProps['actions']['onAssign'],
    },
  },
} satisfies Meta<typeof EnquiriesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every stage, source and state of next action, newest first, with the selection for assigning. */
export const Filled: Story = {};

export const Loading: Story = { args: { list: listOf([], { isLoading: true }) } };

export const Empty: Story = { args: { list: listOf([]) } };

export const LoadFailed: Story = {
  args: { list: listOf([], { error: ENQUIRY_MESSAGES.fetchFailed }) },
};

/** A count the server estimated: the pages say 'about'. */
export const EstimatedCount: Story = {
  args: {
    list: listOf(ENQUIRIES, { totalCount: 1_240_000, totalCountEstimated: true }),
  },
};

/** A user who may only look: no Add, no Edit or Delete, nothing to select, no moves. */
export const ViewOnly: Story = {
  args: { can: VIEW_ONLY, transfer: { onExport: TRANSFER.onExport } },
};

/** The list alone, for an embedder that has no board. */
export const ListOnly: Story = { args: { view: undefined } };

/** Two rows selected: 'Assign' opens the dialog that gives them to a sales person. */
export const SelectedForAssigning: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Priya Nair' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Rahul Verma' }));
    await expect(canvas.getByText('2 selected')).toBeVisible();
  },
};

/** A column per stage, New to Lost, each with its count and cards. */
export const Board: Story = { args: board() };

/** Columns the host is still loading, failed to load, or holds more of, with estimated counts. */
export const BoardColumnStates: Story = {
  args: board({
    board: {
      ...boardOf(ENQUIRIES),
      New: {
        ...listOf(
          ENQUIRIES.filter(({ stage }) => stage === 'New'),
          {
            totalCount: 1_240,
            totalCountEstimated: true,
          },
        ),
        onShowMore: fn(),
      },
      Contacted: listOf([], { isLoading: true }),
      Negotiation: listOf([], { error: ENQUIRY_MESSAGES.fetchFailed }),
    },
  }),
};

/** The signed-in user's site visits of today, earliest first; a name opens its enquiry. */
export const TodaysVisits: Story = {
  args: board({ shown: 'visits' }),
  // The table's code comes apart from the page's: the story is checked once it is there.
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('grid', { name: 'Your site visits today' })).toBeVisible();
  },
};

/** Today's visits of the sales person the filter names. */
export const TodaysVisitsOfSalesPerson: Story = {
  args: {
    ...board({ shown: 'visits' }),
    query: { ...PLAIN_QUERY, filters: { ...PLAIN_QUERY.filters, assignedToId: 3 } },
  },
};

export const TodaysVisitsNone: Story = {
  args: board({ shown: 'visits', todaysVisits: loaded([]) }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(ENQUIRY_MESSAGES.noVisitsToday)).toBeVisible();
  },
};

export const TodaysVisitsLoading: Story = {
  args: board({ shown: 'visits', todaysVisits: { ...NOT_LOADED, isLoading: true } }),
};

export const TodaysVisitsLoadFailed: Story = {
  args: board({
    shown: 'visits',
    todaysVisits: {
      ...NOT_LOADED,
      error: ENQUIRY_MESSAGES.todaysVisitsFetchFailed,
      onRetry: fn(),
    },
  }),
};

/** An enquiry's details: its facts, its two visits and its timeline, newest first. */
export const Details: Story = { args: opened(10) };

/** A Booked enquiry links to its booking, and can neither be booked nor moved again. */
export const DetailsOfBooked: Story = { args: opened(7) };

export const DetailsLoading: Story = {
  args: { record: { ...closed, id: 99, details: { ...NOT_LOADED, isLoading: true } } },
};

export const AddingEnquiry: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    // The modal is portalled to the body, outside the story's canvas.
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Enquiry' }));
    await expect(await screen.findByRole('dialog', { name: 'Add Enquiry' })).toBeInTheDocument();
  },
};

/** 'Import CSV' opens the import at its first step: the file, the source, the sales person. */
export const ImportingCsv: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Import CSV' }));
    await expect(
      await screen.findByRole('dialog', { name: 'Import enquiries' }),
    ).toBeInTheDocument();
  },
};

export const ConfirmingDelete: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Rahul Verma' }));
    await expect(
      await screen.findByRole('alertdialog', { name: 'Delete Enquiry' }),
    ).toHaveTextContent(ENQUIRY_MESSAGES.confirmDelete);
  },
};

/** An enquiry's edit form once someone else changed it: the host's notice above it. */
export const EditedElsewhere: Story = {
  args: {
    editing: {
      onEditingChange: fn() as EditWatch['onEditingChange'],
      notice: changedWhileEditingNotice('enquiry', true),
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const screen = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Rahul Verma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Enquiry' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(/^Someone else changed/);
  },
};

/** The whole screen over sample data, five a page: search, sort, pages, add, edit, assign. */
export const Catalog: Story = {
  args: { query: { ...PLAIN_QUERY, pageSize: 5 } },
  render: (args) => <InMemoryEnquiriesScreen {...args} />,
};

/** The whole screen's board over sample data: drag or move cards, two a column at first. */
export const CatalogBoard: Story = {
  render: (args) => <InMemoryEnquiriesScreen {...args} firstView="board" />,
};
