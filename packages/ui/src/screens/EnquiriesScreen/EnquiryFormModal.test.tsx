import { ENQUIRY_MESSAGES } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { EnquirySaveOutcome, EnquirySaveRequest } from './enquiry-types';
import * as stories from './EnquiryFormModal.stories';

const { New, NewWithoutAssigning, Editing, DuplicateMobile } = composeStories(stories);

const box = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const combo = (name: string | RegExp) => screen.getByRole<HTMLInputElement>('combobox', { name });

function descriptionOf(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function choose(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('button', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function pick(label: string | RegExp, typed: string, option: string) {
  await userEvent.type(combo(label), typed);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const onSaveReturning = (...outcomes: EnquirySaveOutcome[]) => {
  const onSave = vi.fn(
    async (_request: EnquirySaveRequest) => ({ ok: true }) as EnquirySaveOutcome,
  );
  for (const outcome of outcomes) onSave.mockResolvedValueOnce(outcome);
  return onSave;
};

describe('a new enquiry', () => {
  it('starts as a walk-in, and refuses an empty form, focusing the first field to fix', async () => {
    const onSave = onSaveReturning();
    render(<New onSave={onSave} />);
    expect(screen.getByRole('button', { name: /Source/ })).toHaveTextContent('Walk-in');
    expect(screen.queryByRole('combobox', { name: /Channel partner/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Enquiry' }));
    expect(await screen.findByText('Name is required')).toBeVisible();
    expect(screen.getByText('Mobile number is required')).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(box(/^Name/)));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('asks the channel partner only of a channel partner source', async () => {
    const onSave = onSaveReturning();
    render(<New onSave={onSave} />);
    await userEvent.type(box(/^Name/), 'Neha Gupta');
    await userEvent.type(box(/^Mobile number/), '9812345678');
    await choose(/Source/, 'Channel partner');
    await userEvent.click(screen.getByRole('button', { name: 'Add Enquiry' }));
    const partner = combo(/^Channel partner/);
    await waitFor(() =>
      expect(descriptionOf(partner)).toContain('Channel partner selection is required'),
    );
    expect(onSave).not.toHaveBeenCalled();
    await pick(/^Channel partner/, 'Meera', 'Meera Kapoor');
    await userEvent.click(screen.getByRole('button', { name: 'Add Enquiry' }));
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ source: 'ChannelPartner', channelPartnerId: 2 }),
    );
    // Another source names no partner: the one chosen goes with the picker.
    await choose(/Source/, 'Referral');
    expect(screen.queryByRole('combobox', { name: /Channel partner/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Enquiry' }));
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ source: 'Referral', channelPartnerId: null }),
    );
  });

  it('saves the body of the request: the payload, the projects picked and the sales person', async () => {
    const onSave = onSaveReturning();
    render(<New onSave={onSave} />);
    await userEvent.type(box(/^Name/), '  Neha Gupta ');
    // Pasted as written abroad: the box keeps the ten digits.
    await userEvent.click(box(/^Mobile number/));
    await userEvent.paste('+91 98123 45678');
    expect(box(/^Mobile number/).value).toBe('9812345678');
    await choose(/Source/, 'Property portal');
    await userEvent.type(box(/Source detail/), 'MagicBricks');
    await pick('Add project', 'Lake', 'Lake View Residency');
    expect(document.activeElement).toBe(combo('Add project'));
    await pick('Add project', 'Green', 'Green Valley');
    const picked = screen.getByRole('grid', { name: 'Picked projects' });
    expect(
      within(picked)
        .getAllByRole('row')
        .map((tag) => tag.textContent),
    ).toEqual(['Lake View Residency', 'Green Valley']);
    await userEvent.type(box('Plot size from (sq ft)'), '1200');
    await userEvent.type(box('Budget to (₹)'), '4500000');
    await pick('Sales person', 'Anita', 'Anita Desai');
    await userEvent.type(box('Next action'), 'Call on Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Add Enquiry' }));

    expect(onSave).toHaveBeenCalledWith({
      name: 'Neha Gupta',
      mobileNumber: '9812345678',
      email: null,
      source: 'PropertyPortal',
      channelPartnerId: null,
      sourceDetail: 'MagicBricks',
      projectIds: [3, 1],
      plotSizeMin: 1200,
      plotSizeMax: null,
      budgetMin: null,
      budgetMax: 4_500_000,
      nextAction: 'Call on Monday',
      nextActionDate: null,
      notes: null,
      assignedToId: 3,
    });
  });

  it('takes a picked project off again', async () => {
    render(<New />);
    await pick('Add project', 'Sun', 'Sunrise Enclave');
    await userEvent.click(screen.getByRole('button', { name: /Remove/ }));
    expect(screen.getByText('No projects picked.')).toBeInTheDocument();
  });

  it('has no Sales person for a user who may not assign, and sends none', async () => {
    const onSave = onSaveReturning();
    render(<NewWithoutAssigning onSave={onSave} />);
    expect(screen.queryByRole('combobox', { name: 'Sales person' })).toBeNull();
    await userEvent.type(box(/^Name/), 'Neha Gupta');
    await userEvent.type(box(/^Mobile number/), '9812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Add Enquiry' }));
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('assignedToId');
  });
});

describe('an edit', () => {
  it('starts from the enquiry, sends its version, and never its sales person', async () => {
    const onSave = onSaveReturning();
    render(<Editing onSave={onSave} />);
    expect(box(/^Name/).value).toBe('Rahul Verma');
    expect(combo(/^Channel partner/).value).toBe('Ravi Estates');
    expect(screen.queryByRole('combobox', { name: 'Sales person' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Update Enquiry' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Rahul Verma',
        channelPartnerId: 1,
        projectIds: [1, 2],
        plotSizeMin: 1200,
        plotSizeMax: 2400,
        nextActionDate: '2026-06-12',
        version: 1,
      }),
    );
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('assignedToId');
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('keepBoth');
  });

  it('needs the next action while it has a date, and a range whose end is not below its start', async () => {
    const onSave = onSaveReturning();
    render(<Editing onSave={onSave} />);
    await userEvent.clear(box('Next action'));
    await userEvent.clear(box('Plot size to (sq ft)'));
    await userEvent.type(box('Plot size to (sq ft)'), '900');
    await userEvent.click(screen.getByRole('button', { name: 'Update Enquiry' }));
    expect(await screen.findByText('Next action is required when it has a date')).toBeVisible();
    expect(screen.getByText('Maximum plot size cannot be below the minimum')).toBeVisible();
    await waitFor(() => expect(document.activeElement).toBe(box('Plot size to (sq ft)')));
    expect(onSave).not.toHaveBeenCalled();
  });
});

describe('a mobile number an open enquiry already has', () => {
  it('says so at the number, then saves anyway with keepBoth', async () => {
    const onSave = onSaveReturning({ ok: false, duplicate: { existingEnquiryId: 12 } });
    render(<DuplicateMobile onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update Enquiry' }));

    const mobile = box(/^Mobile number/);
    await waitFor(() => expect(document.activeElement).toBe(mobile));
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(descriptionOf(mobile)).toContain(ENQUIRY_MESSAGES.duplicateMobile);
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('keepBoth');

    await userEvent.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![0]).toEqual({ ...onSave.mock.calls[0]![0], keepBoth: true });
  });

  it('opens the open enquiry that has it', async () => {
    const onOpenExisting = vi.fn();
    render(<DuplicateMobile onOpenExisting={onOpenExisting} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update Enquiry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open enquiry' }));
    expect(onOpenExisting).toHaveBeenCalledWith(12);
  });

  it('asks again once the number changes', async () => {
    const onSave = onSaveReturning({ ok: false, duplicate: { existingEnquiryId: 12 } });
    render(<DuplicateMobile onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Update Enquiry' }));
    await screen.findByRole('button', { name: 'Save anyway' });
    await userEvent.clear(box(/^Mobile number/));
    await userEvent.type(box(/^Mobile number/), '9000000001');
    expect(screen.queryByRole('button', { name: 'Save anyway' })).toBeNull();
    expect(screen.queryByText(ENQUIRY_MESSAGES.duplicateMobile)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Update Enquiry' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[1]![0]).toMatchObject({ mobileNumber: '9000000001' });
    expect(onSave.mock.calls[1]![0]).not.toHaveProperty('keepBoth');
  });
});
