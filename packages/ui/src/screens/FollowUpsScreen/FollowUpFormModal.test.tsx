import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../patterns';
import { BOOKINGS } from './follow-up-fixtures';
import * as stories from './FollowUpFormModal.stories';

const {
  Add,
  WithPreviousFollowUps,
  WithoutPreviousFollowUps,
  LoadingPreviousFollowUps,
  Edit,
  RefusedByTheServer,
} = composeStories(stories);

const bookingBox = () => screen.getByRole('combobox', { name: 'Booking' }) as HTMLInputElement;
const purposeBox = () => screen.getByRole('textbox', { name: /Purpose/ }) as HTMLInputElement;
const updateBox = () =>
  screen.getByRole('textbox', { name: /Follow-up Update/ }) as HTMLTextAreaElement;
const takenByBox = () => screen.getByRole('textbox', { name: /Taken By/ }) as HTMLInputElement;
const details = () => screen.getByRole('complementary', { name: 'Booking details' });
/** A date picker's day, month and year, as typed, e.g. '12/03/2025'. */
const dateOf = (label: string) =>
  within(screen.getByRole('group', { name: label }))
    .getAllByRole('spinbutton')
    .map((part) => part.textContent)
    .join('/');

describe('a new follow-up', () => {
  it('is dated today, waits for its booking and says why the history is empty', async () => {
    render(<Add />);
    expect(screen.getByRole('dialog', { name: 'Add Follow-up' })).toBeInTheDocument();
    expect(bookingBox().value).toBe('');
    // The modal's first field, as every form modal opens (FormModal).
    await waitFor(() => expect(document.activeElement).toBe(bookingBox()));
    expect(dateOf('Follow-up Date')).toBe('03/12/2025');
    expect(details().textContent).toBe(
      'Choose a booking to see its details and its previous follow-ups.',
    );
  });

  it('shows every required field’s message, and does not save', async () => {
    const onSave = vi.fn();
    render(<Add onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Follow-up' }));
    expect(screen.getByText('Booking selection is required')).toBeInTheDocument();
    expect(screen.getByText('Purpose is required')).toBeInTheDocument();
    expect(screen.getByText('Follow-up update is required')).toBeInTheDocument();
    expect(bookingBox().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(bookingBox());
    expect(onSave).not.toHaveBeenCalled();
  });

  it('clears a field’s message as it is filled in', async () => {
    render(<Add />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Follow-up' }));
    await userEvent.type(purposeBox(), 'S');
    expect(screen.queryByText('Purpose is required')).toBeNull();
    expect(screen.getByText('Follow-up update is required')).toBeInTheDocument();
  });

  it('asks the host to search as the booking is typed, and to load the one chosen', async () => {
    const onBookingSearch = vi.fn();
    const onBookingChosen = vi.fn();
    render(
      <Add bookings={{ items: BOOKINGS, onSearch: onBookingSearch, onPick: onBookingChosen }} />,
    );
    await userEvent.type(bookingBox(), '98');
    expect(onBookingSearch).toHaveBeenLastCalledWith('98');
    // The host found these for '98' (a mobile number): the picker shows them all.
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await userEvent.click(
      screen.getByRole('option', { name: 'BK-0003 · Sunrise Enclave · Plot B-3 · Arjun Mehta' }),
    );
    expect(onBookingChosen).toHaveBeenLastCalledWith(3);
    // The chosen booking's label in the box is no search.
    expect(onBookingSearch).toHaveBeenLastCalledWith('');
    expect(details().textContent).toContain('Arjun Mehta');
    expect(details().textContent).toContain('Registry Done');
  });

  it('narrows the bookings itself as they are typed, for a host that does not search', async () => {
    const onPick = vi.fn();
    render(<Add bookings={{ items: BOOKINGS, onPick }} />);
    await userEvent.type(bookingBox(), 'Meena');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'BK-0002 · Green Valley · Plot A-15 · Meena Iyer',
    ]);
    await userEvent.click(screen.getByRole('option'));
    expect(onPick).toHaveBeenLastCalledWith(2);
  });

  it('rejects a next follow-up date before the follow-up date', async () => {
    const onSave = vi.fn();
    render(<WithoutPreviousFollowUps onSave={onSave} />);
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Next Follow-up Date' })).getAllByRole(
        'spinbutton',
      )[0]!,
    );
    await userEvent.keyboard('03112025');
    await userEvent.type(purposeBox(), 'Reminder');
    await userEvent.type(updateBox(), 'Left a message');
    await userEvent.click(screen.getByRole('button', { name: 'Add Follow-up' }));
    expect(
      screen.getByText('Next follow-up date cannot be before the follow-up date'),
    ).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves what was typed, the next date optional', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<WithoutPreviousFollowUps onSave={onSave} />);
    await userEvent.type(purposeBox(), 'Refund');
    await userEvent.type(updateBox(), 'Refund cheque ready');
    await userEvent.type(takenByBox(), 'Priya');
    await userEvent.click(screen.getByRole('button', { name: 'Add Follow-up' }));
    expect(onSave).toHaveBeenCalledWith({
      bookingId: 5,
      followUpDate: '2025-03-12',
      nextFollowUpDate: '',
      purpose: 'Refund',
      followUpUpdate: 'Refund cheque ready',
      followUpTakenBy: 'Priya',
    });
  });

  it("keeps what was typed when the server refuses, with its field's message", async () => {
    render(<RefusedByTheServer />);
    await userEvent.type(purposeBox(), 'Site visit');
    await userEvent.type(updateBox(), 'Visited');
    await userEvent.click(screen.getByRole('button', { name: 'Add Follow-up' }));
    expect(await screen.findByText('Booking not found')).toBeInTheDocument();
    expect(purposeBox().value).toBe('Site visit');
    expect(updateBox().value).toBe('Visited');
    expect(screen.getByRole('dialog', { name: 'Add Follow-up' })).toBeInTheDocument();
  });
});

describe("the booking's history", () => {
  it('shows the booking, its latest follow-up and the earlier ones', () => {
    render(<WithPreviousFollowUps />);
    expect(bookingBox().value).toBe('BK-0001 · Green Valley · Plot A-12 · Ravi Kumar');
    const panel = within(details());
    expect(
      panel
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'Booking: BK-0001',
      'Status: Booking',
      'Project: Green Valley',
      'Plot: A-12',
      'Owner: Ravi Kumar',
    ]);
    expect(panel.getByRole('heading', { name: 'Latest Follow-up' })).toBeInTheDocument();
    expect(panel.getByRole('article', { name: 'Follow-up of 11/03/2025' }).textContent).toContain(
      'Payment reminder',
    );
    const earlier = panel.getByRole('list', { name: 'Earlier follow-ups' });
    expect(
      within(earlier)
        .getAllByRole('article')
        .map((entry) => entry.getAttribute('aria-label')),
    ).toEqual(['Follow-up of 25/02/2025', 'Follow-up of 10/02/2025']);
    expect(panel.getByRole('heading', { name: 'Earlier Follow-ups (2)' })).toBeInTheDocument();
  });

  it("says 'No previous follow-ups for this booking.' when there are none", () => {
    render(<WithoutPreviousFollowUps />);
    expect(
      within(details()).getByText('No previous follow-ups for this booking.'),
    ).toBeInTheDocument();
    expect(within(details()).getByText('Cancelled')).toBeInTheDocument();
  });

  it('waits for the history with a spinner', () => {
    render(<LoadingPreviousFollowUps />);
    expect(
      within(details()).getByRole('progressbar', { name: 'Loading previous follow-ups' }),
    ).toBeInTheDocument();
  });

  it('leaves the follow-up being edited out of its own history', () => {
    render(<Edit />);
    expect(screen.getByRole('dialog', { name: 'Edit Follow-up' })).toBeInTheDocument();
    expect(purposeBox().value).toBe('Payment reminder');
    expect(dateOf('Next Follow-up Date')).toBe('03/14/2025');
    expect(
      within(details()).getByRole('article', { name: 'Follow-up of 25/02/2025' }).closest('ol'),
    ).toBeNull();
    expect(
      within(details()).queryByRole('article', { name: 'Follow-up of 11/03/2025' }),
    ).toBeNull();
  });
});

describe('saving', () => {
  it('is busy while saving, and Cancel and Escape wait for the save', async () => {
    let finish: (outcome: SaveOutcome) => void = () => {};
    const onSave = vi.fn(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
    const onOpenChange = vi.fn();
    render(<Edit onSave={onSave} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update Follow-up' }));
    expect(screen.getByRole('button', { name: 'Saving...' }).dataset.pending).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    await act(async () => finish({ ok: false }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Update Follow-up' })).toBeInTheDocument(),
    );
  });
});
