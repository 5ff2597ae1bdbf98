import { composeStories } from '@storybook/react-vite';
import {
  bookingFromEnquiryNotice,
  MAX_AMOUNT_RUPEES,
  MAX_REGISTRY_DURATION_DAYS,
  outstandingAtRegistryMessage,
  PAYMENT_MESSAGES,
  TEXT_LIMITS,
  type BookingForm,
} from '@plotline/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NO_SIZE_FILTER } from '../../PlotsScreen/plots-screen-types';
import type { BookingChangeOutcome } from './booking-form-types';
import { CHANNEL_PARTNERS, EDITED_BOOKING, FILLED, TODAY } from './booking-form.fixtures';
import * as stories from './BookingFormModal.stories';

const {
  CreateEmpty,
  CreateFilled,
  StartedInAProject,
  BookThisPlot,
  BookFromEnquiry,
  PlotsBySize,
  DirectSale,
  LastFiveMobile,
  RegistryDone,
  Editing,
  EditingFinalStatus,
  Saving,
  RefusedByServer,
  RequiredFieldsMissing,
  ChannelPartnerMissing,
  SalesPersonMissing,
  InvalidEmails,
  DatesMissing,
  DatesOutOfOrder,
  InvalidMobileNumber,
  LastFiveMissing,
  LastFiveTooShort,
  RegistrationNumberMissing,
} = composeStories(stories);

/** Every booking message of docs/product/validation.md, word for word. */
const SPEC_BOOKING_MESSAGES = [
  'Project selection is required',
  'Plot selection is required',
  'Sales route selection is required',
  'Booking date is required',
  'Registry date is required',
  'Plot owner name is required',
  'Gender selection is required',
  'Profession is required',
  'Channel partner selection is required',
  'Sales person name is required',
  'Sales person email is required',
  'Sales person designation is required',
  'Plot sale rate must be greater than 0',
  'Token amount must be greater than 0',
  'Token date is required',
  'Registry duration must be greater than 0',
  'Registry date must be after booking date',
  'Registration number is required for Registry Done status',
  'Owner mobile number is required',
  'Please enter a valid 10-digit mobile number',
  'Last 5 digits are required',
  'Please enter exactly 5 digits',
  'Please enter a valid email address',
  'Token date cannot be after booking date',
];

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const dateGroup = (name: string) => screen.getByRole('group', { name });
/** A date picker's shown date in en-IN, e.g. '16/07/2025'. */
const shownDate = (name: string) => dateGroup(name).textContent?.replace(/[^\d/]/g, '');
const selectTrigger = (label: string) =>
  screen.getByRole('button', { name: new RegExp(`${label}$`) });
const submit = (name = 'Create Booking') => userEvent.click(screen.getByRole('button', { name }));

/** The error or help text read with a field (its aria-describedby). */
function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const projectBox = () => screen.getByRole<HTMLInputElement>('combobox', { name: /^Project/ });

/** Picks a project by typing part of its name, as the picker is searched. */
async function pickProject(typed: string, name: string) {
  await userEvent.clear(projectBox());
  await userEvent.type(projectBox(), typed);
  await userEvent.click(screen.getByRole('option', { name }));
}

async function choose(label: string, option: string) {
  await userEvent.click(selectTrigger(label));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

function savedForm(onSave: ReturnType<typeof vi.fn>): BookingForm {
  expect(onSave).toHaveBeenCalledTimes(1);
  return onSave.mock.calls[0]![0] as BookingForm;
}

const saveSpy = () => vi.fn(async (): Promise<BookingChangeOutcome> => ({ ok: true }));

describe('the messages of docs/product/validation.md "Booking"', () => {
  const cases = [
    [
      'RequiredFieldsMissing',
      RequiredFieldsMissing,
      [
        'Project selection is required',
        'Plot selection is required',
        'Sales route selection is required',
        'Plot sale rate must be greater than 0',
        'Token amount must be greater than 0',
        'Plot owner name is required',
        'Owner mobile number is required',
        'Gender selection is required',
        'Profession is required',
      ],
    ],
    ['ChannelPartnerMissing', ChannelPartnerMissing, ['Channel partner selection is required']],
    [
      'SalesPersonMissing',
      SalesPersonMissing,
      [
        'Sales person name is required',
        'Sales person email is required',
        'Sales person designation is required',
      ],
    ],
    [
      'DatesMissing',
      DatesMissing,
      [
        'Token date is required',
        'Booking date is required',
        'Registry duration must be greater than 0',
        'Registry date is required',
      ],
    ],
    [
      'DatesOutOfOrder',
      DatesOutOfOrder,
      ['Token date cannot be after booking date', 'Registry date must be after booking date'],
    ],
    ['InvalidMobileNumber', InvalidMobileNumber, ['Please enter a valid 10-digit mobile number']],
    ['LastFiveMissing', LastFiveMissing, ['Last 5 digits are required']],
    ['LastFiveTooShort', LastFiveTooShort, ['Please enter exactly 5 digits']],
    [
      'RegistrationNumberMissing',
      RegistrationNumberMissing,
      ['Registration number is required for Registry Done status'],
    ],
  ] as const;

  it.each(cases)('%s shows exactly its messages and saves nothing', async (_, Story, messages) => {
    const onSave = vi.fn();
    render(<Story onSave={onSave} />);
    await submit();
    for (const message of messages) expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(/required|must|Please|cannot/)).toHaveLength(messages.length);
    expect(onSave).not.toHaveBeenCalled();
  });

  it("says 'Please enter a valid email address' for the sales person's and the owner's email", async () => {
    render(<InvalidEmails />);
    await submit();
    expect(descriptionOf(box('Sales Person Email'))).toBe('Please enter a valid email address');
    expect(descriptionOf(box('Email ID'))).toBe('Please enter a valid email address');
  });

  it('covers every message of the section', () => {
    const shown = new Set<string>([
      ...cases.flatMap(([, , messages]) => messages),
      'Please enter a valid email address',
    ]);
    expect([...shown].sort()).toEqual([...SPEC_BOOKING_MESSAGES].sort());
  });

  it('puts each message on its own field', async () => {
    render(<DatesOutOfOrder />);
    await submit();
    expect(descriptionOf(dateGroup('Token Date'))).toContain(
      'Token date cannot be after booking date',
    );
    expect(descriptionOf(dateGroup('Registry Date'))).toContain(
      'Registry date must be after booking date',
    );
  });
});

describe('focus after a refused submit', () => {
  it('moves to the project list, the first field, when everything is missing', async () => {
    render(<RequiredFieldsMissing />);
    await submit();
    expect(document.activeElement).toBe(projectBox());
  });

  it('moves into the first invalid date', async () => {
    render(<DatesMissing />);
    await submit();
    expect(dateGroup('Token Date').contains(document.activeElement)).toBe(true);
  });

  it('moves to the partner box when it is the first', async () => {
    render(<ChannelPartnerMissing />);
    await submit();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Channel Partner' }));
  });

  it('moves to the gender choice when it is the first', async () => {
    render(<CreateFilled initialValues={{ ...FILLED, gender: '' }} />);
    await submit();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Male' }));
  });
});

describe('editing clears messages', () => {
  it("clears the edited field's message and those that depend on it", async () => {
    render(<DatesOutOfOrder />);
    await submit();
    await userEvent.click(screen.getByRole('radio', { name: 'Last 5 Digits' }));
    expect(screen.getByText('Token date cannot be after booking date')).toBeInTheDocument();
    const bookingDay = within(dateGroup('Booking Date')).getAllByRole('spinbutton')[0]!;
    await userEvent.click(bookingDay);
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.queryByText('Token date cannot be after booking date')).toBeNull();
    expect(screen.queryByText('Registry date must be after booking date')).toBeNull();
  });
});

describe('the defaults of docs/product/constants.md', () => {
  it('starts as Token, dated today, with the registry due in 30 days', async () => {
    const onSave = saveSpy();
    render(<CreateFilled onSave={onSave} />);
    expect(shownDate('Token Date')).toBe('16/06/2025');
    expect(shownDate('Booking Date')).toBe('16/06/2025');
    expect(box('Registry Duration (days)').value).toBe('30');
    expect(shownDate('Registry Date')).toBe('16/07/2025');
    expect(selectTrigger('Booking Status').textContent).toContain('Token');
    await submit();
    expect(savedForm(onSave)).toMatchObject({
      tokenDate: TODAY,
      bookingDate: TODAY,
      bookingStatus: 'Token',
      registryDuration: '30',
      registryDate: '2025-07-16',
    });
  });

  it('shows amounts in rupees with Indian digit grouping', () => {
    render(<CreateFilled />);
    expect(box('Plot Sale Rate (per sq. yd.)').value).toBe('₹12,500.00');
    expect(box('Token Amount').value).toBe('₹1,00,000.00');
    expect(box('Booking Amount').value).toBe('₹12,50,000.00');
  });

  it('keeps amounts to the paisa', async () => {
    const onSave = saveSpy();
    render(<CreateFilled onSave={onSave} />);
    await userEvent.clear(box('Token Amount'));
    await userEvent.type(box('Token Amount'), '2500.759');
    await userEvent.tab();
    expect(box('Token Amount').value).toBe('₹2,500.76');
    await submit();
    expect(savedForm(onSave).tokenAmount).toBe('2500.76');
  });

  it('takes no amount past the largest the API takes', async () => {
    const onSave = saveSpy();
    render(<CreateFilled onSave={onSave} />);
    await userEvent.clear(box('Booking Amount'));
    await userEvent.type(box('Booking Amount'), String(MAX_AMOUNT_RUPEES * 10));
    await userEvent.tab();
    expect(box('Booking Amount').value).toBe('₹10,00,00,00,000.00');
    await submit();
    expect(savedForm(onSave).bookingAmount).toBe(String(MAX_AMOUNT_RUPEES));
  });

  it('offers Token, Booking and Registry Done on create, and Cancelled too on edit', async () => {
    const { unmount } = render(<CreateEmpty />);
    await userEvent.click(selectTrigger('Booking Status'));
    const offered = () => screen.getAllByRole('option').map((option) => option.textContent);
    expect(offered()).toEqual(['Token', 'Booking', 'Registry Done']);
    unmount();
    render(<Editing />);
    await userEvent.click(selectTrigger('Booking Status'));
    expect(offered()).toEqual(['Token', 'Booking', 'Registry Done', 'Cancelled']);
  });
});

describe('the status workflow on edit', () => {
  /** Each listed status, and whether it can be chosen. */
  async function statusChoices(): Promise<[string | null, boolean][]> {
    await userEvent.click(selectTrigger('Booking Status'));
    return screen
      .getAllByRole('option')
      .map((option) => [option.textContent, option.getAttribute('aria-disabled') !== 'true']);
  }

  it('lets a Token booking stay Token or move to Booking or Cancelled, and says so', async () => {
    render(<Editing booking={{ ...EDITED_BOOKING, bookingStatus: 'Token' }} />);
    expect(descriptionOf(selectTrigger('Booking Status'))).toBe(
      'A booking in Token can only move to Booking or Cancelled',
    );
    expect(await statusChoices()).toEqual([
      ['Token', true],
      ['Booking', true],
      ['Registry Done', false],
      ['Cancelled', true],
    ]);
  });

  it('offers no change from a final status, and keeps the status stored', async () => {
    const onSave = saveSpy();
    render(<EditingFinalStatus onSave={onSave} />);
    expect(descriptionOf(selectTrigger('Booking Status'))).toBe(
      'Final status - no changes available',
    );
    expect(await statusChoices()).toEqual([
      ['Token', false],
      ['Booking', false],
      ['Registry Done', true],
      ['Cancelled', false],
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Cancelled' }));
    await userEvent.keyboard('{Escape}');
    await submit('Update Booking');
    expect(savedForm(onSave).bookingStatus).toBe('RegistryDone');
  });

  it('asks to confirm a move to Registry Done with the balance outstanding once the host says so', async () => {
    const owed = outstandingAtRegistryMessage(2_910_000);
    const onSave = vi.fn(async (form: BookingForm): Promise<BookingChangeOutcome> =>
      form.acceptOutstanding
        ? { ok: true }
        : { ok: false, fieldErrors: { acceptOutstanding: owed } },
    );
    render(<Editing booking={{ ...EDITED_BOOKING, bookingStatus: 'Booking' }} onSave={onSave} />);
    await choose('Booking Status', 'Registry Done');
    await userEvent.type(box('Registration Number'), 'RJ-1');
    expect(screen.queryByRole('checkbox', { name: /balance outstanding/ })).toBeNull();
    await submit('Update Booking');
    const confirm = await screen.findByRole('checkbox', {
      name: 'Register with the balance outstanding',
    });
    expect(descriptionOf(confirm)).toBe(owed);
    await userEvent.click(confirm);
    await submit('Update Booking');
    expect(onSave).toHaveBeenCalledTimes(2);
    expect(onSave.mock.calls[1]![0]).toMatchObject({
      bookingStatus: 'RegistryDone',
      acceptOutstanding: true,
    });
  });

  it('keeps a booking stored as Pending, which the workflow moves nowhere', async () => {
    render(<Editing booking={{ ...EDITED_BOOKING, bookingStatus: 'Pending' }} />);
    expect(selectTrigger('Booking Status').textContent).toContain('Pending');
    expect(descriptionOf(selectTrigger('Booking Status'))).toBe(
      'A Pending booking cannot change status',
    );
    expect(await statusChoices()).toEqual([
      ['Pending', true],
      ['Token', false],
      ['Booking', false],
      ['Registry Done', false],
      ['Cancelled', false],
    ]);
  });
});

describe('the registry date', () => {
  it('takes a duration of at most ten years', async () => {
    render(<CreateFilled />);
    await userEvent.clear(box('Registry Duration (days)'));
    await userEvent.type(box('Registry Duration (days)'), '99999');
    await userEvent.tab();
    const days = box('Registry Duration (days)').value.replaceAll(',', '');
    expect(Number(days)).toBe(MAX_REGISTRY_DURATION_DAYS);
  });

  it('follows the registry duration', async () => {
    render(<CreateFilled />);
    await userEvent.clear(box('Registry Duration (days)'));
    await userEvent.type(box('Registry Duration (days)'), '45');
    await userEvent.tab();
    expect(shownDate('Registry Date')).toBe('31/07/2025');
  });

  it('follows the booking date', async () => {
    render(<CreateFilled />);
    await userEvent.click(within(dateGroup('Booking Date')).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('{ArrowUp}');
    expect(shownDate('Booking Date')).toBe('17/06/2025');
    expect(shownDate('Registry Date')).toBe('17/07/2025');
  });

  it('stays as entered once the registry is done', async () => {
    render(<RegistryDone />);
    await userEvent.click(within(dateGroup('Booking Date')).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('{ArrowDown}');
    expect(shownDate('Booking Date')).toBe('15/06/2025');
    expect(shownDate('Registry Date')).toBe('16/06/2025');
  });
});

describe('Registry Done', () => {
  it("shows 'Not Applicable' for the rate, token amount, token date and duration", () => {
    render(<RegistryDone />);
    for (const name of [
      'Plot Sale Rate (per sq. yd.)',
      'Token Amount',
      'Token Date',
      'Registry Duration (days)',
    ]) {
      expect(box(name).value).toBe('Not Applicable');
      expect(box(name).hasAttribute('disabled')).toBe(true);
    }
    expect(screen.getByRole('group', { name: 'Registry Details' })).toBeInTheDocument();
    expect(box('Registration Number').value).toBe('RJ-JPR-2025-004512');
  });

  it('appears when chosen, and the booking amount still applies', async () => {
    render(<CreateFilled />);
    expect(screen.queryByRole('group', { name: 'Registry Details' })).toBeNull();
    await choose('Booking Status', 'Registry Done');
    expect(box('Token Amount').value).toBe('Not Applicable');
    expect(box('Booking Amount').value).toBe('₹12,50,000.00');
    expect(screen.getByRole('group', { name: 'Registry Details' })).toBeInTheDocument();
    await choose('Booking Status', 'Token');
    expect(box('Token Amount').value).toBe('₹1,00,000.00');
    expect(screen.queryByRole('group', { name: 'Registry Details' })).toBeNull();
  });
});

describe('text', () => {
  it('takes no more characters than the API does', () => {
    render(<CreateFilled />);
    const limits: [string, number][] = [
      ['Plot Owner Name', TEXT_LIMITS.name],
      ['Email ID', TEXT_LIMITS.email],
      ['Profession', TEXT_LIMITS.name],
      ['Guardian Name', TEXT_LIMITS.name],
      ['Address of Plot Owner', TEXT_LIMITS.note],
      ['Business Address', TEXT_LIMITS.note],
      ['Additional Remarks', TEXT_LIMITS.note],
      ['Notes', TEXT_LIMITS.note],
    ];
    for (const [label, maxLength] of limits) {
      expect(box(label).getAttribute('maxlength'), label).toBe(String(maxLength));
    }
  });
});

describe("the owner's mobile", () => {
  it('clears the other number when the type changes', async () => {
    const onSave = saveSpy();
    render(<CreateFilled onSave={onSave} />);
    expect(box('Owner Mobile Number').value).toBe('9876543210');
    await userEvent.click(screen.getByRole('radio', { name: 'Last 5 Digits' }));
    expect(screen.queryByRole('textbox', { name: 'Owner Mobile Number' })).toBeNull();
    await userEvent.type(box('Last 5 Digits of Mobile Number'), '43210');
    await userEvent.click(screen.getByRole('radio', { name: 'Full Mobile Number' }));
    expect(box('Owner Mobile Number').value).toBe('');
    await userEvent.click(screen.getByRole('radio', { name: 'Last 5 Digits' }));
    expect(box('Last 5 Digits of Mobile Number').value).toBe('');
  });

  it('takes digits only, no more than the number has', async () => {
    render(<LastFiveMobile />);
    const lastFive = box('Last 5 Digits of Mobile Number');
    await userEvent.clear(lastFive);
    await userEvent.type(lastFive, '4a3-2 1098');
    expect(lastFive.value).toBe('43210');
    await userEvent.click(screen.getByRole('radio', { name: 'Full Mobile Number' }));
    await userEvent.type(box('Owner Mobile Number'), '+91 98765 43210 9');
    expect(box('Owner Mobile Number').value).toBe('9198765432');
  });

  it('keeps the number a pasted mobile is, its country code or trunk 0 dropped', async () => {
    render(<LastFiveMobile />);
    await userEvent.click(screen.getByRole('radio', { name: 'Full Mobile Number' }));
    for (const [label, pasted] of [
      ['Owner Mobile Number', '+91 98765 43210'],
      ['Alternate Number', '098765 43210'],
    ] as const) {
      await userEvent.clear(box(label));
      await userEvent.paste(pasted);
      expect(box(label).value).toBe('9876543210');
    }
  });

  it('sends only the last five digits when that is all that is known', async () => {
    const onSave = saveSpy();
    render(<LastFiveMobile onSave={onSave} />);
    await submit();
    expect(savedForm(onSave)).toMatchObject({
      mobileNumberType: 'lastFive',
      ownerMobileNumber: '',
      ownerMobileLastFiveDigits: '43210',
    });
  });
});

describe('project and plot', () => {
  const plotBox = () => screen.getByRole('combobox', { name: 'Plot' });
  const offeredPlots = async () => {
    await userEvent.click(within(plotBox().parentElement!).getByRole('button'));
    return within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
  };

  it('offers only the Available plots of the chosen project, and reports the project', async () => {
    const onProjectChange = vi.fn();
    render(<CreateEmpty onProjectChange={onProjectChange} />);
    expect(onProjectChange).toHaveBeenLastCalledWith(null, null);
    expect(plotBox().hasAttribute('disabled')).toBe(true);
    await pickProject('sun', 'Sunrise Enclave');
    expect(onProjectChange).toHaveBeenLastCalledWith(2, null);
    expect(await offeredPlots()).toEqual([
      'B-1 (1,200 sq ft)',
      'B-2 (1,350 sq ft)',
      'B-4 (1,650 sq ft)',
      'B-6 (1,350 sq ft)',
      'B-7 (1,500 sq ft)',
    ]);
  });

  it('says when a project has no available plot', async () => {
    render(<CreateEmpty />);
    await pickProject('lake', 'Lake View Residency');
    expect(descriptionOf(plotBox())).toBe('This project has no available plots.');
  });

  it("shows the chosen plot's card, with 'No remark' when it has none", async () => {
    render(<CreateFilled />);
    const card = () => screen.getByRole('region', { name: 'Selected Plot' });
    const facts = () =>
      within(card())
        .getAllByRole('definition')
        .map((fact) => fact.textContent);
    expect(facts()).toEqual([
      'Green Valley',
      'A-1',
      '1,200 sq ft',
      'Available',
      'Corner plot, east facing',
    ]);
    await userEvent.clear(plotBox());
    await userEvent.type(plotBox(), 'A-2');
    await userEvent.click(screen.getByRole('option', { name: 'A-2 (1,350 sq ft)' }));
    expect(facts()).toEqual(['Green Valley', 'A-2', '1,350 sq ft', 'Available', 'No remark']);
  });

  it('forgets the plot when the project changes', async () => {
    render(<CreateFilled />);
    await pickProject('sun', 'Sunrise Enclave');
    expect(plotBox()).toHaveProperty('value', '');
    expect(screen.queryByRole('region', { name: 'Selected Plot' })).toBeNull();
  });

  it('hands what is typed in the project picker to the host to search', async () => {
    const onProjectSearch = vi.fn();
    render(<CreateEmpty onProjectSearch={onProjectSearch} />);
    expect(projectBox().placeholder).toBe('Search projects');
    await userEvent.type(projectBox(), 'green');
    expect(onProjectSearch).toHaveBeenLastCalledWith('green');
  });

  it('starts in the project it was given, by name, though no search found it', () => {
    const onProjectChange = vi.fn();
    render(<StartedInAProject onProjectChange={onProjectChange} />);
    expect(projectBox().value).toBe('Sunrise Enclave');
    expect(onProjectChange).toHaveBeenLastCalledWith(2, null);
  });

  it("starts on the plot 'Book this plot' was pressed on, in its project, its card shown", () => {
    const onProjectChange = vi.fn();
    render(<BookThisPlot onProjectChange={onProjectChange} />);
    expect(projectBox().value).toBe('Green Valley');
    expect(plotBox()).toHaveProperty('value', 'A-2 (1,350 sq ft)');
    expect(
      within(screen.getByRole('region', { name: 'Selected Plot' }))
        .getAllByRole('definition')
        .map((fact) => fact.textContent),
    ).toEqual(['Green Valley', 'A-2', '1,350 sq ft', 'Available', 'No remark']);
    expect(onProjectChange).toHaveBeenLastCalledWith(1, null);
  });

  it("narrows a searching host's plots by a size range in a unit, from no range on opening", async () => {
    const onPlotSizeChange = vi.fn();
    render(<PlotsBySize onPlotSizeChange={onPlotSizeChange} />);
    expect(onPlotSizeChange).toHaveBeenLastCalledWith(NO_SIZE_FILTER);
    const sizes = screen.getByRole('group', { name: 'Plot size' });
    await userEvent.click(within(sizes).getByRole('button', { name: /Size Unit$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'sq yd' }));
    await userEvent.type(within(sizes).getByRole('textbox', { name: 'Min Size' }), '150');
    await waitFor(() =>
      expect(onPlotSizeChange).toHaveBeenLastCalledWith({
        minSize: 150,
        maxSize: null,
        sizeUnit: 'sq yd',
      }),
    );
    await userEvent.type(within(sizes).getByRole('textbox', { name: 'Max Size' }), '100');
    expect(
      await within(sizes).findByText('Min size cannot be more than max size'),
    ).toBeInTheDocument();
    expect(onPlotSizeChange).toHaveBeenLastCalledWith({
      minSize: 150,
      maxSize: null,
      sizeUnit: 'sq yd',
    });
  });

  it('has no size fields for a host that does not search the plots', () => {
    render(<CreateEmpty />);
    expect(screen.queryByRole('group', { name: 'Plot size' })).toBeNull();
  });

  it("names an edited booking's own project, though no search found it", () => {
    render(<Editing projects={[]} />);
    expect(projectBox().value).toBe('Green Valley');
  });

  it("offers an edited booking's own plot, which it holds", async () => {
    const onProjectChange = vi.fn();
    render(<Editing onProjectChange={onProjectChange} />);
    expect(onProjectChange).toHaveBeenCalledWith(1, 103);
    expect(plotBox()).toHaveProperty('value', 'A-3 (1,500 sq ft)');
    expect(await offeredPlots()).toContain('A-3 (1,500 sq ft)');
  });
});

describe("'Book a plot' on an enquiry", () => {
  it('starts filled from the enquiry, its project and partner by name, under its notice', async () => {
    const onProjectChange = vi.fn();
    render(<BookFromEnquiry onProjectChange={onProjectChange} />);
    expect(screen.getByRole('status')).toHaveTextContent(bookingFromEnquiryNotice('Sunita Iyer'));
    // No search has found them: the enquiry names them.
    expect(projectBox().value).toBe('Green Valley');
    expect(onProjectChange).toHaveBeenLastCalledWith(1, null);
    expect(screen.getByRole('radio', { name: 'Channel Partner' })).toHaveProperty('checked', true);
    expect(screen.getByRole('combobox', { name: /^Channel Partner/ })).toHaveProperty(
      'value',
      'Patel Estates',
    );
    expect(await screen.findByRole('textbox', { name: 'Plot Owner Name' })).toHaveValue(
      'Sunita Iyer',
    );
    expect(screen.getByRole('radio', { name: 'Full Mobile Number' })).toHaveProperty(
      'checked',
      true,
    );
    expect(box('Owner Mobile Number').value).toBe('9876500012');
    expect(box('Email ID').value).toBe('sunita.iyer@example.com');
  });
});

describe('the sales route', () => {
  it('asks for a partner, or for the sales person of a direct sale', async () => {
    render(<CreateEmpty />);
    expect(screen.queryByRole('combobox', { name: 'Channel Partner' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Channel Partner' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Channel Partner' }), 'verma');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Verma & Sons Properties',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Verma & Sons Properties' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Direct Sale' }));
    expect(screen.queryByRole('combobox', { name: 'Channel Partner' })).toBeNull();
    expect(box('Sales Person Name')).toBeInTheDocument();
    expect(box('Sales Person Email')).toBeInTheDocument();
    expect(box('Sales Person Designation')).toBeInTheDocument();
  });

  it('keeps the partner picked, by name, after a direct sale was chosen for a while', async () => {
    const partnerBox = () => screen.getByRole('combobox', { name: /^Channel Partner/ });
    const { rerender } = render(<CreateEmpty onChannelPartnerSearch={vi.fn()} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Channel Partner' }));
    await userEvent.type(partnerBox(), 'patel');
    await userEvent.click(screen.getByRole('option', { name: 'Patel Estates' }));
    // The host's next search finds none of them.
    rerender(<CreateEmpty onChannelPartnerSearch={vi.fn()} channelPartners={[]} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Direct Sale' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Channel Partner' }));
    expect(partnerBox()).toHaveProperty('value', 'Patel Estates');
  });

  it('shows a direct sale with its sales person', () => {
    render(<DirectSale />);
    expect(screen.getByRole('radio', { name: 'Direct Sale' })).toHaveProperty('checked', true);
    expect(box('Sales Person Designation').value).toBe('Sales Manager');
  });

  it('fills the sales person in from the staff, the signed-in user first, and keeps the fields editable', async () => {
    render(<CreateEmpty />);
    await userEvent.click(screen.getByRole('radio', { name: 'Direct Sale' }));
    const staffBox = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Sales Person' });
    await userEvent.click(screen.getByRole('button', { name: /Sales Person$/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Asha Rao',
      'Anita Desai',
      'Vikram Singh',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Anita Desai' }));
    expect(staffBox().value).toBe('Anita Desai');
    expect(box('Sales Person Name').value).toBe('Anita Desai');
    expect(box('Sales Person Email').value).toBe('anita.desai@example.com');
    expect(box('Sales Person Designation').value).toBe('Sales Manager');
    // Someone outside the staff: the typed name is no longer the one picked.
    await userEvent.type(box('Sales Person Name'), ' Jr');
    expect(staffBox().value).toBe('');
    expect(box('Sales Person Email').value).toBe('anita.desai@example.com');
  });

  it('leaves the designation to be typed for one of the staff without a role', async () => {
    render(<CreateEmpty />);
    await userEvent.click(screen.getByRole('radio', { name: 'Direct Sale' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Sales Person' }), 'vik');
    await userEvent.click(screen.getByRole('option', { name: 'Vikram Singh' }));
    expect(box('Sales Person Email').value).toBe('vikram.singh@example.com');
    expect(box('Sales Person Designation').value).toBe('');
  });

  it('offers no staff to pick from for a host without them', async () => {
    render(<CreateEmpty salesPeople={undefined} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Direct Sale' }));
    expect(screen.queryByRole('combobox', { name: 'Sales Person' })).toBeNull();
    expect(box('Sales Person Name')).toBeInTheDocument();
  });

  it('keeps a partner made inactive since the sale, by name', () => {
    render(
      <Editing
        booking={{
          ...EDITED_BOOKING,
          salesRoute: 'channel_partner',
          channelPartnerId: 9,
          channelPartnerName: 'Old Partner Estates',
        }}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Channel Partner' })).toHaveProperty(
      'value',
      'Old Partner Estates',
    );
  });
});

describe('pickers searched by the host', () => {
  it('hands over what was typed, shows all the host found, and keeps the one chosen', async () => {
    const onChannelPartnerSearch = vi.fn();
    const view = render(
      <CreateEmpty
        channelPartners={CHANNEL_PARTNERS}
        onChannelPartnerSearch={onChannelPartnerSearch}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Channel Partner' }));
    const partnerBox = () => screen.getByRole('combobox', { name: 'Channel Partner' });
    await userEvent.type(partnerBox(), 'zz');
    expect(onChannelPartnerSearch).toHaveBeenLastCalledWith('zz');
    // The host matched 'zz' itself (a mobile number, say): nothing it found is hidden.
    expect(screen.getAllByRole('option')).toHaveLength(3);
    await userEvent.click(screen.getByRole('option', { name: 'Patel Estates' }));
    // Choosing writes the name into the box, which asks the host for its first partners again.
    expect(onChannelPartnerSearch).toHaveBeenLastCalledWith('');
    // The next search finds other partners: the chosen one stays chosen.
    view.rerender(
      <CreateEmpty
        channelPartners={[{ id: 99, name: 'Another Realty' }]}
        onChannelPartnerSearch={onChannelPartnerSearch}
      />,
    );
    expect(partnerBox()).toHaveProperty('value', 'Patel Estates');
  });

  it('asks the host for plots as they are typed', async () => {
    const onPlotSearch = vi.fn();
    render(<CreateFilled onPlotSearch={onPlotSearch} />);
    const plotBox = screen.getByRole('combobox', { name: 'Plot' });
    await userEvent.clear(plotBox);
    await userEvent.type(plotBox, 'A-');
    expect(onPlotSearch).toHaveBeenLastCalledWith('A-');
  });
});

describe('saving', () => {
  it('hands over the form, leaving the closing to the screen that owns it', async () => {
    const onSave = saveSpy();
    const onOpenChange = vi.fn();
    render(<CreateFilled onSave={onSave} onOpenChange={onOpenChange} />);
    await submit();
    expect(savedForm(onSave)).toMatchObject({ ...FILLED, tokenDate: TODAY });
    await expect(onSave.mock.results[0]!.value).resolves.toEqual({ ok: true });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('edits a booking as stored, under Edit Booking', async () => {
    const onSave = saveSpy();
    render(<Editing onSave={onSave} />);
    expect(screen.getByRole('heading', { name: 'Edit Booking' })).toBeInTheDocument();
    expect(box('Last 5 Digits of Mobile Number').value).toBe('43210');
    await submit('Update Booking');
    expect(savedForm(onSave)).toMatchObject({
      plotId: '103',
      bookingStatus: 'Booking',
      registryDuration: '45',
      registryDate: '2025-06-24',
    });
  });

  it('is busy while the save runs', async () => {
    let finish: (outcome: BookingChangeOutcome) => void = () => {};
    const onSave = vi.fn(() => new Promise<BookingChangeOutcome>((resolve) => (finish = resolve)));
    render(<Saving onSave={onSave} />);
    await submit();
    expect(screen.getByRole('button', { name: /Saving/ }).dataset.pending).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await act(async () => finish({ ok: false }));
    expect(screen.getByRole('button', { name: 'Create Booking' })).toBeInTheDocument();
  });

  it("keeps what was typed and shows the server's field errors on the fields", async () => {
    const onOpenChange = vi.fn();
    render(<RefusedByServer onOpenChange={onOpenChange} />);
    await userEvent.type(box('Notes'), ' 6 pm');
    await submit();
    const plot = screen.getByRole('combobox', { name: 'Plot' });
    expect(descriptionOf(plot)).toBe('Plot is not available');
    expect(document.activeElement).toBe(plot);
    expect(box('Notes').value).toBe('Token paid by cheque no. 004512. 6 pm');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows the stored booking once the host hands over its newer version', async () => {
    const onSave = vi.fn(async (): Promise<BookingChangeOutcome> => ({
      ok: false,
      conflict: true,
    }));
    const { rerender } = render(<Editing onSave={onSave} />);
    await userEvent.clear(box('Profession'));
    await userEvent.type(box('Profession'), 'Surgeon');
    await submit('Update Booking');
    expect(box('Profession').value).toBe('Surgeon');
    rerender(
      <Editing
        onSave={onSave}
        booking={{ ...EDITED_BOOKING, version: 4, profession: 'Dentist' }}
      />,
    );
    expect(box('Profession').value).toBe('Dentist');
  });
});

describe('the sale value and the token as received', () => {
  const { TokenAsReceived, TokenPastSaleValue } = composeStories(stories);
  const saleValue = () => screen.getByText('Sale Value').nextElementSibling?.textContent;
  const tokenBox = () => screen.queryByRole('checkbox', { name: 'Record token as received' });

  it("shows the sale value from the chosen plot's size and the rate as it is typed", async () => {
    render(<CreateFilled />);
    // A-1 is 1,200 sq ft.
    expect(saleValue()).toBe('1,200 sq ft = 133.33 sq. yd. × ₹12,500.00 = ₹16,66,666.67');
    await userEvent.clear(box('Plot Sale Rate (per sq. yd.)'));
    await userEvent.type(box('Plot Sale Rate (per sq. yd.)'), '12000');
    await userEvent.tab();
    expect(saleValue()).toBe('1,200 sq ft = 133.33 sq. yd. × ₹12,000.00 = ₹16,00,000.00');
  });

  it('says what it needs before there is a plot and a rate', () => {
    render(<CreateEmpty />);
    expect(saleValue()).toBe(PAYMENT_MESSAGES.saleValueUnknown);
  });

  it('records the token as received, once its mode and reference are given', async () => {
    const onSave = saveSpy();
    render(<TokenAsReceived onSave={onSave} />);
    expect(tokenBox()).toBeChecked();
    expect(screen.queryByText(PAYMENT_MESSAGES.tokenNotRecorded)).toBeNull();
    await submit();
    expect(descriptionOf(selectTrigger('Payment Mode'))).toContain(PAYMENT_MESSAGES.modeRequired);
    await choose('Payment Mode', 'Cheque');
    await submit();
    expect(descriptionOf(box('Cheque number'))).toContain(
      PAYMENT_MESSAGES.referenceRequired('Cheque'),
    );
    await userEvent.type(box('Cheque number'), '004512');
    await submit();
    expect(savedForm(onSave)).toMatchObject({
      recordTokenPayment: true,
      tokenPaymentMode: 'Cheque',
      tokenPaymentReference: '004512',
    });
  });

  it('takes cash without a reference', async () => {
    const onSave = saveSpy();
    render(<TokenAsReceived onSave={onSave} />);
    await choose('Payment Mode', 'Cash');
    expect(box('Reference')).not.toBeRequired();
    await submit();
    expect(savedForm(onSave)).toMatchObject({ tokenPaymentMode: 'Cash' });
  });

  it('says plainly that an unchecked token is not recorded', async () => {
    const onSave = saveSpy();
    render(<TokenAsReceived onSave={onSave} />);
    await userEvent.click(tokenBox()!);
    expect(screen.getByText(PAYMENT_MESSAGES.tokenNotRecorded)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Payment Mode$/ })).toBeNull();
    await submit();
    expect(savedForm(onSave).recordTokenPayment).toBe(false);
  });

  it('offers no token as received to a user who may not record payments', () => {
    render(<CreateFilled />);
    expect(tokenBox()).toBeNull();
    expect(screen.getByText(PAYMENT_MESSAGES.tokenNotRecorded)).toBeInTheDocument();
  });

  it('offers none on an edit', () => {
    render(<Editing mayRecordToken />);
    expect(tokenBox()).toBeNull();
    expect(screen.queryByText(PAYMENT_MESSAGES.tokenNotRecorded)).toBeNull();
  });

  it('keeps the token and booking amount within the sale value', async () => {
    const onSave = saveSpy();
    render(<TokenPastSaleValue onSave={onSave} />);
    await submit();
    expect(descriptionOf(box('Booking Amount'))).toContain(
      PAYMENT_MESSAGES.upfrontAboveSaleValue(1_666_666.67),
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
