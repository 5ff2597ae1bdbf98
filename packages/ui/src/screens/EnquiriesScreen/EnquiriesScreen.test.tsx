import { ENQUIRY_MESSAGES } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ANNOUNCE_DELAY_MS, ANNOUNCER_ATTRIBUTE } from '../../patterns/announce';
import { byId, PLAIN_QUERY, TODAYS_VISITS } from './enquiry-fixtures';
import { csvFile, PORTAL_CSV } from './enquiry-import-fixtures';
import { loaded } from '../../patterns';
import type { EnquiryImportCommit } from './enquiry-types';
import * as stories from './EnquiriesScreen.stories';

const {
  Filled,
  Empty,
  Loading,
  LoadFailed,
  EstimatedCount,
  ViewOnly,
  ListOnly,
  Board,
  BoardColumnStates,
  TodaysVisits,
  TodaysVisitsOfSalesPerson,
  TodaysVisitsNone,
  TodaysVisitsLoading,
  TodaysVisitsLoadFailed,
  Details,
  DetailsOfBooked,
  Catalog,
  CatalogBoard,
} = composeStories(stories);

const table = () => screen.getByRole('grid', { name: 'Enquiries' });

/** The table's body rows, each as the text of its cells. */
function rows(): string[][] {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td, th')].map((cell) => cell.textContent ?? ''));
}

/** What the page's polite live region says, once it has said it. */
async function announced(): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, ANNOUNCE_DELAY_MS + 20));
  return document.querySelector(`[${ANNOUNCER_ATTRIBUTE}]`)?.textContent ?? '';
}

const column = (name: RegExp) => screen.getByRole('region', { name });
const cardNames = (name: RegExp) =>
  within(column(name))
    .queryAllByRole('row')
    .map((row) => row.getAttribute('aria-label') ?? within(row).getAllByText(/\S/)[0]!.textContent);

/**
 * Drags a card by keyboard, as react-aria offers it: Enter on its handle, Tab from one column that
 * takes it to the next until the one named, Enter to drop.
 */
async function dragByKeyboard(cardName: string, toStage: string) {
  screen.getByRole('button', { name: `Drag ${cardName}` }).focus();
  await userEvent.keyboard('{Enter}');
  const target = await screen.findByRole('button', { name: `Drop on ${toStage}` });
  for (let tabs = 0; document.activeElement !== target && tabs < 8; tabs += 1) {
    await userEvent.keyboard('{Tab}');
  }
  expect(document.activeElement).toBe(target);
  await userEvent.keyboard('{Enter}');
}

describe('the list', () => {
  it('shows each enquiry: name, mobile, source, projects, stage, sales person, next action, added', () => {
    render(<Filled />);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Select',
      'Name',
      'Mobile',
      'Source',
      'Projects',
      'Stage',
      'Sales person',
      'Next action',
      'Added',
      'Actions',
    ]);
    expect(rows()[1]!.slice(1, 9)).toEqual([
      'Rahul Verma',
      '9811122233',
      'Channel partnerRavi Estates',
      'Green ValleySunrise Enclave',
      'Contacted',
      'Anita Desai',
      'Send the price list12/06/2026 Overdue',
      '12/06/2026',
    ]);
  });

  it('marks a next action overdue only before today, and only while the enquiry is open', () => {
    render(<Filled />);
    const nextActions = rows().map((cells) => cells[7]);
    expect(nextActions).toEqual([
      // Due today: not overdue yet.
      'Call back about corner plots16/06/2026',
      'Send the price list12/06/2026 Overdue',
      'Confirm the visit19/06/2026',
      'Share the layout plan10/06/2026 Overdue',
      'Discuss the payment plan18/06/2026',
      '',
      '',
      '',
    ]);
  });

  it('asks the host for the sorts the API offers, on page 1', async () => {
    const onQueryChange = vi.fn();
    render(<Filled query={{ ...PLAIN_QUERY, page: 2 }} onQueryChange={onQueryChange} />);
    expect(screen.getByRole('columnheader', { name: 'Added' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(screen.getByRole('columnheader', { name: 'Added' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(
      { ...PLAIN_QUERY, sort: { sortBy: 'CreatedAt', sortOrder: 'asc' } },
      'chosen',
    );
    await userEvent.click(screen.getByRole('columnheader', { name: 'Next action' }));
    expect(onQueryChange.mock.lastCall?.[0].sort).toEqual({
      sortBy: 'NextActionDate',
      sortOrder: 'asc',
    });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Name' }));
    expect(onQueryChange.mock.lastCall?.[0].sort).toEqual({ sortBy: 'Name', sortOrder: 'asc' });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Stage' }));
    expect(onQueryChange).toHaveBeenCalledTimes(3);
  });

  it('filters by stage, source and next action, each a choice on page 1', async () => {
    const onQueryChange = vi.fn();
    render(<Filled onQueryChange={onQueryChange} />);
    const filters = screen.getByRole('region', { name: 'Filters' });
    for (const [label, option, change] of [
      ['Stage', 'Site visit done', { stage: 'SiteVisitDone' }],
      ['Source', 'Property portal', { source: 'PropertyPortal' }],
      ['Next action', 'Overdue', { nextAction: 'overdue' }],
    ] as const) {
      await userEvent.click(within(filters).getByRole('button', { name: new RegExp(label) }));
      await userEvent.click(await screen.findByRole('option', { name: option }));
      expect(onQueryChange).toHaveBeenLastCalledWith(
        { ...PLAIN_QUERY, filters: { ...PLAIN_QUERY.filters, ...change } },
        'chosen',
      );
    }
  });

  it('says a failed load with a way to try again, the wait, and an estimated count', () => {
    const { unmount } = render(<LoadFailed />);
    expect(within(table()).getByText(ENQUIRY_MESSAGES.fetchFailed)).toBeInTheDocument();
    unmount();
    const loading = render(<Loading />);
    expect(within(table()).getByRole('status')).toHaveTextContent('Loading...');
    loading.unmount();
    render(<EstimatedCount />);
    expect(screen.getByRole('navigation', { name: 'Pagination' }).textContent).toContain(
      'of about 1200000 results',
    );
  });

  it('offers a user who may only look no way to add, edit, delete, select or move', () => {
    render(<ViewOnly />);
    expect(screen.queryByRole('button', { name: 'Add Enquiry' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Rahul Verma' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Rahul Verma' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'View Rahul Verma' })).toBeInTheDocument();
  });

  it('has no List / Board switch for a host without a board', () => {
    const { unmount } = render(<Filled />);
    expect(screen.getByRole('radio', { name: 'List' })).toBeChecked();
    unmount();
    render(<ListOnly />);
    expect(screen.queryByRole('radiogroup', { name: 'View' })).toBeNull();
    expect(table()).toBeInTheDocument();
  });

  it("opens an enquiry's details from its name and from its row's View", async () => {
    const onOpen = vi.fn();
    render(<Filled record={{ ...Filled.args.record!, onOpen }} />);
    await userEvent.click(within(table()).getByRole('button', { name: 'Sunita Iyer' }));
    await userEvent.click(screen.getByRole('button', { name: 'View Kavya Reddy' }));
    expect(onOpen.mock.calls).toEqual([[10], [8]]);
  });

  it('asks before deleting, in the domain words, and deletes the row asked about', async () => {
    const onDelete = vi.fn(async () => ({ ok: true }));
    render(<Filled onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Arjun Mehta' }));
    const question = await screen.findByRole('alertdialog', { name: 'Delete Enquiry' });
    expect(question).toHaveTextContent('Are you sure you want to delete this enquiry?');
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(byId(9));
  });
});

describe('bulk assign', () => {
  it('gives the selected rows to the sales person chosen, and clears the selection', async () => {
    const onAssign = vi.fn(async () => ({ ok: true as const }));
    render(<Filled actions={{ ...Filled.args.actions!, onAssign }} />);
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Priya Nair' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Kavya Reddy' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: 'Select all on this page' }),
    ).toBePartiallyChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Assign' }));

    const dialog = await screen.findByRole('dialog', { name: 'Assign enquiries' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign 2 enquiries' }));
    expect(await within(dialog).findByText('Sales person selection is required')).toBeVisible();
    expect(onAssign).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Sales person' }), 'Vik');
    await userEvent.click(await screen.findByRole('option', { name: 'Vikram Singh' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Assign 2 enquiries' }));

    expect(onAssign).toHaveBeenCalledWith([12, 8], 9);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('checkbox', { name: 'Select Priya Nair' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Assign' })).toBeNull();
  });

  it('selects every row of the page at once, and none again', async () => {
    render(<Filled />);
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' });
    await userEvent.click(all);
    expect(screen.getByText('8 selected')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Deepak Joshi' })).toBeChecked();
    await userEvent.click(all);
    expect(screen.getByRole('checkbox', { name: 'Select Deepak Joshi' })).not.toBeChecked();
  });
});

describe('the board', () => {
  it('shows a column per stage with its count and cards', () => {
    render(<Board />);
    const board = screen.getByRole('region', { name: 'Enquiry board' });
    expect(
      within(board)
        .getAllByRole('region')
        .map((region) => region.getAttribute('aria-label')),
    ).toEqual([
      'New, 2 enquiries',
      'Contacted, 1 enquiry',
      'Site visit scheduled, 1 enquiry',
      'Site visit done, 1 enquiry',
      'Negotiation, 1 enquiry',
      'Booked, 1 enquiry',
      'Lost, 1 enquiry',
    ]);
    expect(
      within(board)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'New',
      'Contacted',
      'Site visit scheduled',
      'Site visit done',
      'Negotiation',
      'Booked',
      'Lost',
    ]);
    const card = within(column(/^New/)).getAllByRole('row')[0]!;
    expect(card).toHaveTextContent('Priya Nair');
    expect(card).toHaveTextContent('9876501234');
    expect(card).toHaveTextContent('Asha Rao');
    expect(card).toHaveTextContent('Call back about corner plots');
  });

  it("says 'about' for an estimated count, and waits, fails or shows more per column", async () => {
    render(<BoardColumnStates />);
    expect(column(/^New/)).toHaveAccessibleName('New, about 1,200 enquiries');
    expect(within(column(/^Contacted/)).getByLabelText('Loading Contacted')).toBeInTheDocument();
    expect(within(column(/^Negotiation/)).getByText(ENQUIRY_MESSAGES.fetchFailed)).toBeVisible();
    const onShowMore = BoardColumnStates.args.view!.board.New.onShowMore as ReturnType<
      typeof vi.fn
    >;
    await userEvent.click(within(column(/^New/)).getByRole('button', { name: 'Show more New' }));
    expect(onShowMore).toHaveBeenCalledTimes(1);
  });

  it('switches to the list and back through the host', async () => {
    const onShownChange = vi.fn();
    render(<Board view={{ ...Board.args.view!, onShownChange }} />);
    const views = screen.getByRole('radiogroup', { name: 'View' });
    expect(within(views).getByRole('radio', { name: 'Board' })).toBeChecked();
    await userEvent.click(within(views).getByRole('radio', { name: 'List' }));
    expect(onShownChange).toHaveBeenCalledWith('list');
  });

  it('moves a card from the keyboard through its menu, offering only the allowed stages', async () => {
    const onChangeStage = vi.fn(async () => ({ ok: true as const }));
    render(<Board actions={{ ...Board.args.actions!, onChangeStage }} />);
    const card = within(column(/^Contacted/)).getAllByRole('row')[0]!;
    // Into the column's cards, then along the card: its drag handle, then its menu.
    card.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(card).getByRole('button', { name: 'Drag Rahul Verma' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(card).getByRole('button', { name: 'Move to… Rahul Verma' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Site visit scheduled', 'Negotiation', 'Lost']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChangeStage).toHaveBeenCalledWith(byId(11), { stage: 'Negotiation', version: 1 });
    expect(await announced()).toBe('Enquiry moved to Negotiation');
  });

  it('asks the reason before moving to Lost, and will not move without one', async () => {
    const onChangeStage = vi.fn(async () => ({ ok: true as const }));
    render(<Board actions={{ ...Board.args.actions!, onChangeStage }} />);
    const card = within(column(/^Negotiation/)).getAllByRole('row')[0]!;
    await userEvent.click(within(card).getByRole('button', { name: 'Move to… Kavya Reddy' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Lost' }));

    const dialog = await screen.findByRole('dialog', { name: 'Move to Lost' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Lost' }));
    expect(
      await within(dialog).findByText('Reason for losing the enquiry is required'),
    ).toBeVisible();
    expect(onChangeStage).not.toHaveBeenCalled();

    await userEvent.click(
      within(dialog).getByRole('button', { name: /Reason for losing the enquiry/ }),
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Bought elsewhere' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move to Lost' }));
    expect(onChangeStage).toHaveBeenCalledWith(byId(8), {
      stage: 'Lost',
      lostReason: 'BoughtElsewhere',
      version: 1,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await announced()).toBe('Enquiry moved to Lost');
  });

  it('moves a card dragged by keyboard to a column the stages allow', async () => {
    const onChangeStage = vi.fn(async () => ({ ok: true as const }));
    render(<Board actions={{ ...Board.args.actions!, onChangeStage }} />);
    await dragByKeyboard('Priya Nair', 'Site visit scheduled');
    await waitFor(() =>
      expect(onChangeStage).toHaveBeenCalledWith(byId(12), {
        stage: 'SiteVisitScheduled',
        version: 1,
      }),
    );
    expect(await announced()).toBe('Enquiry moved to Site visit scheduled');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('refuses a drop the stages do not allow, in the domain words, and moves nothing', async () => {
    const onChangeStage = vi.fn(async () => ({ ok: true as const }));
    render(<Board actions={{ ...Board.args.actions!, onChangeStage }} />);
    await dragByKeyboard('Priya Nair', 'Negotiation');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An enquiry cannot move from New to Negotiation',
    );
    await dragByKeyboard('Rahul Verma', 'Booked');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An enquiry is booked by saving a booking from it',
    );
    expect(onChangeStage).not.toHaveBeenCalled();
  });

  it('shows a moved card in its new column once the host has moved it', async () => {
    render(<CatalogBoard />);
    expect(cardNames(/^Contacted/)).toEqual(['Rahul Verma']);
    await userEvent.click(screen.getByRole('button', { name: 'Move to… Priya Nair' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Contacted' }));
    await waitFor(() => expect(cardNames(/^Contacted/)).toEqual(['Priya Nair', 'Rahul Verma']));
    expect(cardNames(/^New/)).toEqual(['Deepak Joshi']);
    expect(column(/^Contacted/)).toHaveAccessibleName('Contacted, 2 enquiries');
  });

  it('asks the host for more of a column', async () => {
    render(<CatalogBoard />);
    await userEvent.click(screen.getByRole('button', { name: 'Move to… Deepak Joshi' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Contacted' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move to… Priya Nair' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Contacted' }));
    await waitFor(() =>
      expect(column(/^Contacted/)).toHaveAccessibleName('Contacted, 3 enquiries'),
    );
    expect(cardNames(/^Contacted/)).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Show more Contacted' }));
    expect(cardNames(/^Contacted/)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Show more Contacted' })).toBeNull();
  });

  it('gives a Booked card no menu, as nothing moves it but its booking', () => {
    render(<Board />);
    const card = within(column(/^Booked/)).getAllByRole('row')[0]!;
    expect(within(card).queryByRole('button', { name: /Move to/ })).toBeNull();
  });

  it('opens a card’s details with Enter', async () => {
    const onOpen = vi.fn();
    render(<Board record={{ ...Board.args.record!, onOpen }} />);
    const card = within(column(/^Site visit done/)).getAllByRole('row')[0]!;
    card.focus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(9);
  });
});

describe("today's visits", () => {
  /** The visits' table, once its code has loaded; its body rows as the text of their cells. */
  async function visitRows(name: string): Promise<string[][]> {
    const grid = await screen.findByRole('grid', { name });
    return within(grid)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
  }

  it('shows the signed-in user’s visits of today in time order, with their facts', async () => {
    const view = TodaysVisits.args.view!;
    // Given in any order, they are shown earliest first.
    render(<TodaysVisits view={{ ...view, todaysVisits: loaded(TODAYS_VISITS.toReversed()) }} />);
    expect(screen.getByText('Your site visits today')).toBeVisible();
    expect(await visitRows('Your site visits today')).toEqual([
      ['Time', 'Enquiry', 'Project', 'Accompanied by', 'Outcome', 'Notes'],
      [
        '10:00 am',
        'Kavya Reddy',
        'Green Valley',
        'Unaccompanied',
        'Done',
        'Liked the corner plots near the park.',
      ],
      ['11:30 am', 'Sunita Iyer', 'Lake View Residency', 'Asha Rao', 'Scheduled', ''],
      [
        '4:00 pm',
        'Priya Nair',
        'Sunrise Enclave',
        'Anita Desai',
        'Cancelled',
        'Moved to Saturday at her request.',
      ],
    ]);
    // Only the Sales person filter applies; the export writes enquiries, not visits.
    const filters = screen.getByRole('region', { name: 'Filters' });
    expect(within(filters).getByRole('combobox', { name: 'Sales person' })).toHaveValue('You');
    expect(within(filters).queryByRole('button', { name: /Stage/ })).toBeNull();
    expect(within(filters).queryByRole('searchbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
  });

  it("opens an enquiry's details from its name", async () => {
    const onOpen = vi.fn();
    render(<TodaysVisits record={{ ...TodaysVisits.args.record!, onOpen }} />);
    const grid = await screen.findByRole('grid', { name: 'Your site visits today' });
    await userEvent.click(within(grid).getByRole('button', { name: 'Sunita Iyer' }));
    expect(onOpen).toHaveBeenCalledWith(10);
  });

  it('names the sales person whose visits they are, and asks for another on page 1', async () => {
    const onQueryChange = vi.fn();
    render(<TodaysVisitsOfSalesPerson onQueryChange={onQueryChange} />);
    expect(
      await screen.findByRole('grid', { name: "Today's site visits of Anita Desai" }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(onQueryChange).toHaveBeenCalledWith(
      { ...TodaysVisitsOfSalesPerson.args.query, filters: PLAIN_QUERY.filters },
      'chosen',
    );
  });

  it('says there are none, the wait, and a failed load with a way to try again', async () => {
    const none = render(<TodaysVisitsNone />);
    const grid = await screen.findByRole('grid', { name: 'Your site visits today' });
    expect(within(grid).getByText(ENQUIRY_MESSAGES.noVisitsToday)).toBeVisible();
    none.unmount();
    const loading = render(<TodaysVisitsLoading />);
    expect(
      within(await screen.findByRole('grid', { name: 'Your site visits today' })).getByRole(
        'status',
      ),
    ).toHaveTextContent('Loading...');
    loading.unmount();
    render(<TodaysVisitsLoadFailed />);
    expect(screen.getByText(ENQUIRY_MESSAGES.todaysVisitsFetchFailed)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(TodaysVisitsLoadFailed.args.view!.todaysVisits!.onRetry).toHaveBeenCalledTimes(1);
  });

  it('is the switch’s third view, reached by the arrow keys', async () => {
    const onShownChange = vi.fn();
    render(<Filled view={{ ...Filled.args.view!, onShownChange }} />);
    screen.getByRole('radio', { name: 'List' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: "Today's visits" })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onShownChange).toHaveBeenCalledWith('visits');
  });
});

describe("an enquiry's details, the hub", () => {
  const dialogNamed = (name: string) => screen.findByRole('dialog', { name });

  it('changes the stage from the details, asking the reason for Lost', async () => {
    render(<Catalog />);
    await userEvent.click(within(table()).getByRole('button', { name: 'Kavya Reddy' }));
    let details = await dialogNamed('Kavya Reddy');
    await userEvent.click(within(details).getByRole('button', { name: 'Change stage' }));
    const picker = await dialogNamed('Change stage');
    expect(
      within(within(picker).getByRole('list', { name: 'Next stages' }))
        .getAllByRole('button')
        // The badge beside each name is hidden from screen readers.
        .map((button) => button.querySelector('span')?.textContent),
    ).toEqual(['Site visit scheduled', 'Lost']);
    await userEvent.click(within(picker).getByRole('button', { name: 'Lost' }));
    const reason = await dialogNamed('Move to Lost');
    await userEvent.click(within(reason).getByRole('button', { name: /Reason for losing/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Not reachable' }));
    await userEvent.click(within(reason).getByRole('button', { name: 'Move to Lost' }));

    details = await dialogNamed('Kavya Reddy');
    expect(within(details).getByText('Reason: Not reachable')).toBeInTheDocument();
    expect(
      within(within(details).getByRole('list', { name: 'Timeline, newest first' })).getAllByRole(
        'article',
      )[0],
    ).toHaveTextContent('Negotiation to Lost (Not reachable)');
    expect(await announced()).toBe('Enquiry moved to Lost');
  });

  it('logs a call from the keyboard, which then heads the timeline', async () => {
    render(<Catalog />);
    await userEvent.click(within(table()).getByRole('button', { name: 'Sunita Iyer' }));
    within(await dialogNamed('Sunita Iyer'))
      .getByRole('button', { name: 'Log call' })
      .focus();
    await userEvent.keyboard('{Enter}');
    const form = await dialogNamed('Log call');
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(form).getByRole('textbox', { name: /What was said/ }),
      ),
    );
    await userEvent.keyboard('Asked for the brochure');
    // The text is a text area, where Enter is a new line: Tab on to the kind, then the submit.
    await userEvent.tab();
    expect(within(form).getByRole('radio', { name: 'Call' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(form).getByRole('button', { name: 'Log call' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const details = await dialogNamed('Sunita Iyer');
    const entries = () =>
      within(within(details).getByRole('list', { name: 'Timeline, newest first' })).getAllByRole(
        'article',
      );
    // A page at a time: the call heads the first.
    expect(entries()).toHaveLength(4);
    expect(entries()[0]).toHaveTextContent(/^CallAsked for the brochureAsha Rao · /);
    await userEvent.click(within(details).getByRole('button', { name: 'Show more' }));
    expect(entries()).toHaveLength(8);
    expect(within(details).queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('schedules a visit, which moves a new enquiry to Site visit scheduled', async () => {
    render(<Catalog />);
    await userEvent.click(within(table()).getByRole('button', { name: 'Priya Nair' }));
    const details = await dialogNamed('Priya Nair');
    expect(within(details).getByText('No site visits yet.')).toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: 'Schedule site visit' }));
    const form = await dialogNamed('Schedule site visit');
    for (const [part, digits] of [
      ['month', '06'],
      ['day', '21'],
      ['year', '2026'],
      ['hour', '10'],
      ['minute', '00'],
    ]) {
      within(form)
        .getByRole('spinbutton', { name: new RegExp(`^${part},`) })
        .focus();
      await userEvent.keyboard(digits!);
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule visit' }));

    const after = await dialogNamed('Priya Nair');
    expect(
      within(within(after).getByRole('list', { name: 'Site visits, latest first' })).getByRole(
        'article',
      ),
    ).toHaveAccessibleName('Visit to Green Valley, 21/06/2026, 10:00 am');
    expect(within(after).getAllByRole('definition')[0]).toHaveTextContent('Site visit scheduled');
  });

  it('starts a booking from an open enquiry', async () => {
    const onBookPlot = vi.fn();
    render(<Details record={{ ...Details.args.record!, onBookPlot }} />);
    await userEvent.click(
      within(await dialogNamed('Sunita Iyer')).getByRole('button', { name: 'Book a plot' }),
    );
    expect(onBookPlot).toHaveBeenCalledWith(byId(10));
  });

  it('links a booked enquiry to its booking', async () => {
    render(<DetailsOfBooked />);
    expect(
      within(await dialogNamed('Mohan Das')).getByRole('link', { name: 'View booking' }),
    ).toHaveAttribute('href', '/bookings/42');
  });
});

describe('adding an enquiry', () => {
  async function addWithMobile(mobileNumber: string) {
    await userEvent.click(screen.getByRole('button', { name: 'Add Enquiry' }));
    const form = await screen.findByRole('dialog', { name: 'Add Enquiry' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Priya N.');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Mobile number/ }),
      mobileNumber,
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add Enquiry' }));
    return form;
  }

  it('offers to open the open enquiry that has the mobile number', async () => {
    render(<Catalog />);
    const form = await addWithMobile('9876501234');
    await userEvent.click(await within(form).findByRole('button', { name: 'Open enquiry' }));
    expect(await screen.findByRole('dialog', { name: 'Priya Nair' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Add Enquiry' })).toBeNull();
  });

  it('saves anyway, beside the open enquiry', async () => {
    render(<Catalog query={{ ...PLAIN_QUERY, pageSize: 10 }} />);
    const form = await addWithMobile('9876501234');
    await userEvent.click(await within(form).findByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      rows()
        .filter((cells) => cells[2] === '9876501234')
        .map((cells) => cells[1]),
    ).toEqual(['Priya N.', 'Priya Nair']);
  });

  it('adds a mobile number only a lost enquiry has, as a closed enquiry holds none', async () => {
    render(<Catalog query={{ ...PLAIN_QUERY, pageSize: 10 }} />);
    await addWithMobile('9855566677');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(rows()[0]!.slice(1, 3)).toEqual(['Priya N.', '9855566677']);
  });
});

describe('the CSV export and import', () => {
  it('exports the filtered list, and offers a user who may only look no import', async () => {
    const onExport = vi.fn(async () => {});
    const { unmount } = render(<ViewOnly transfer={{ onExport }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Import CSV' })).toBeNull();
    unmount();
    render(<Empty />);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('imports a file, closing the dialog once the host imported it', async () => {
    const onImport = vi.fn(async (_commit: EnquiryImportCommit) => ({ ok: true }) as const);
    const onOpen = vi.fn();
    render(
      <Filled
        transfer={{ ...Filled.args.transfer, onImport }}
        record={{ ...Filled.args.record!, onOpen }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import enquiries' });
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, csvFile(PORTAL_CSV));
    await within(dialog).findByText(/portal-leads\.csv: 4 rows/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Preview' }));
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Duplicates (2)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open enquiry of row 122' }));
    expect(onOpen).toHaveBeenCalledWith(10);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import 120 enquiries' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onImport).toHaveBeenCalledWith(expect.objectContaining({ previewedCount: 120 }));
  });
});
