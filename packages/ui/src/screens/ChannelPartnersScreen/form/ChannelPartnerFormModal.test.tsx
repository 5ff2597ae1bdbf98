import { composeStories } from '@storybook/react-vite';
import { channelPartnerPayload, TEXT_LIMITS, type ChannelPartnerForm } from '@plotline/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SaveOutcome } from '../../../patterns';
import * as stories from './ChannelPartnerFormModal.stories';

const { ChoosingNature, EditIndividualPerson, EditPartnershipFirm, RefusedByServer } =
  composeStories(stories);

const box = (name: string, within_: HTMLElement = document.body) =>
  within(within_).getByRole('textbox', { name }) as HTMLInputElement;
const group = (name: string) => screen.getByRole('group', { name });
const press = (name: string) => userEvent.click(screen.getByRole('button', { name }));

async function choose(nature: string) {
  await userEvent.click(screen.getByRole('radio', { name: nature }));
  await press('Continue');
}

describe('step 1, the nature', () => {
  it('offers the five natures and is chosen from the keyboard', async () => {
    render(<ChoosingNature />);
    expect(screen.getByRole('dialog', { name: 'Add Channel Partner' })).toBeInTheDocument();
    const natures = screen
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(natures).toEqual([
      'Individual Person',
      'Proprietorship Firm',
      'Partnership Firm',
      'Registered Company',
      'Other Identity',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Individual Person' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Partnership Firm' })).toBeChecked();
    screen.getByRole('button', { name: 'Continue' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Nature: Partnership Firm')).toBeInTheDocument();
    expect(group('Partner 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Partner' })).toBeInTheDocument();
  });

  it("goes back with 'Change' keeping what was typed, and asks before another nature discards it", async () => {
    render(<ChoosingNature />);
    await choose('Individual Person');
    await userEvent.type(box('Partner Name'), 'Ravi Sharma');

    await press('Change Nature');
    await press('Continue');
    expect(box('Partner Name').value).toBe('Ravi Sharma');

    await press('Change Nature');
    await choose('Other Identity');
    const question = screen.getByRole('alertdialog', { name: 'Change Nature?' });
    expect(question).toHaveTextContent('What was typed for Individual Person will be discarded.');
    await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('radio', { name: 'Other Identity' })).toBeChecked();

    await press('Continue');
    await press('Discard and Change');
    expect(screen.getByText('Nature: Other Identity')).toBeInTheDocument();
    await press('Change Nature');
    await choose('Individual Person');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(box('Partner Name').value).toBe('');
  });

  it("starts the nature's form at its first box", async () => {
    render(<ChoosingNature />);
    await choose('Registered Company');
    expect(document.activeElement).toBe(box('Name of Company'));
    await press('Change Nature');
    await choose('Partnership Firm');
    expect(document.activeElement).toBe(box('Partnership Firm Name'));
  });

  it('changes nature without a question when nothing was typed', async () => {
    render(<ChoosingNature />);
    await choose('Registered Company');
    await press('Change Nature');
    await choose('Proprietorship Firm');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(box('Firm Name')).toBeInTheDocument();
  });
});

describe('step 2, the form', () => {
  it('edits a partnership firm straight away, with both partners and one marriage date', () => {
    render(<EditPartnershipFirm />);
    expect(screen.getByRole('dialog', { name: 'Edit Channel Partner' })).toBeInTheDocument();
    expect(box('Partnership Firm Name').value).toBe('S & K Associates');
    expect(box('Name of Person', group('Partner 1')).value).toBe('Suresh Kumar');
    expect(box('Name of Person', group('Partner 2')).value).toBe('Kavita Joshi');
    expect(
      within(group('Partner 1')).getByRole('group', { name: 'Date of Marriage' }),
    ).toBeInTheDocument();
    expect(
      within(group('Partner 2')).queryByRole('group', { name: 'Date of Marriage' }),
    ).toBeNull();
    expect(screen.getByRole('button', { name: 'Update Partner' })).toBeInTheDocument();
  });

  it('adds and removes partners, Remove hidden while one remains', async () => {
    render(<EditPartnershipFirm />);
    await press('Remove Partner 1');
    expect(box('Name of Person', group('Partner 1')).value).toBe('Kavita Joshi');
    expect(screen.queryByRole('button', { name: /^Remove Partner/ })).toBeNull();
    await press('+ Add Partner');
    expect(box('Name of Person', group('Partner 2')).value).toBe('');
    expect(screen.getAllByRole('button', { name: /^Remove Partner/ })).toHaveLength(2);
  });

  it('takes no more text than the API does', () => {
    render(<EditPartnershipFirm />);
    const partner = group('Partner 1');
    const limits: [HTMLInputElement, number][] = [
      [box('Partnership Firm Name'), TEXT_LIMITS.name],
      [box('Firm Address'), TEXT_LIMITS.note],
      [box('Name of Person', partner), TEXT_LIMITS.name],
      [box('E-Mail ID', partner), TEXT_LIMITS.email],
      [box('Residential Address', partner), TEXT_LIMITS.note],
      [box('Profession', partner), TEXT_LIMITS.name],
      [box('Remarks'), TEXT_LIMITS.note],
    ];
    for (const [field, maxLength] of limits) {
      expect(field.getAttribute('maxlength')).toBe(String(maxLength));
    }
  });

  it("opens the associate block on 'Yes' and hides it on 'No'", async () => {
    render(<ChoosingNature />);
    await choose('Individual Person');
    expect(screen.queryByRole('group', { name: 'Associate 1' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await userEvent.type(box('Associate Name', group('Associate 1')), 'Meena');
    await press('+ Add Associate');
    expect(group('Associate 2')).toBeInTheDocument();
    await press('Remove Associate 2');
    expect(screen.queryByRole('button', { name: /^Remove Associate/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.queryByRole('group', { name: 'Associate 1' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(box('Associate Name', group('Associate 1')).value).toBe('Meena');
  });

  it('keeps mobile and alternate numbers to their digits, at most 10', async () => {
    render(<ChoosingNature />);
    await choose('Individual Person');
    await userEvent.type(box('Mobile Number'), '+91 98765-43210');
    expect(box('Mobile Number').value).toBe('9198765432');
    await userEvent.type(box('Alternate Number'), 'ab12 3');
    expect(box('Alternate Number').value).toBe('123');
  });

  it.each(['+91 98765 43210', '098765 43210', '98-765 43210'])(
    'keeps the number a pasted %j is, stripped before it is cut',
    async (pasted) => {
      render(<ChoosingNature />);
      await choose('Individual Person');
      for (const label of ['Mobile Number', 'Alternate Number']) {
        await userEvent.click(box(label));
        await userEvent.paste(pasted);
        expect(box(label).value).toBe('9876543210');
      }
    },
  );

  it('shows the marriage date only for a married person', async () => {
    render(<ChoosingNature />);
    await choose('Other Identity');
    expect(screen.queryByRole('group', { name: 'Date of Marriage' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Married' }));
    expect(screen.getByRole('group', { name: 'Date of Marriage' })).toBeInTheDocument();
  });
});

describe('saving', () => {
  it('refuses an individual person without mobile and gender, focusing the first', async () => {
    const onSave = vi.fn();
    const onNotify = vi.fn();
    render(<ChoosingNature onSave={onSave} onNotify={onNotify} />);
    await choose('Individual Person');
    await userEvent.type(box('Partner Name'), 'Ravi Sharma');
    await press('Create Partner');
    expect(screen.getByText('Gender is required')).toBeInTheDocument();
    expect(screen.getByText('Mobile number is required')).toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Male' }));
    expect(onNotify).toHaveBeenCalledExactlyOnceWith({
      kind: 'error',
      message: 'Please fill in all required fields',
    });
    expect(onSave).not.toHaveBeenCalled();
  });

  it('toasts nothing of its own when the form is complete', async () => {
    const onNotify = vi.fn();
    render(<EditIndividualPerson onNotify={onNotify} />);
    await press('Update Partner');
    expect(onNotify).not.toHaveBeenCalled();
  });

  it("names each partner's missing fields and focuses the first invalid field", async () => {
    const onSave = vi.fn();
    render(<ChoosingNature onSave={onSave} />);
    await choose('Partnership Firm');
    await userEvent.type(box('Partnership Firm Name'), 'S & K Associates');
    await press('+ Add Partner');
    await press('Create Partner');
    expect(screen.getByText('Partner 1 name is required')).toBeInTheDocument();
    expect(screen.getByText('Partner 2 mobile number is required')).toBeInTheDocument();
    expect(document.activeElement).toBe(box('Name of Person', group('Partner 1')));
    expect(onSave).not.toHaveBeenCalled();
  });

  // The screen pairs the form with the partner it edits and closes it once saved
  // (ChannelPartnersScreen.test.tsx, 'the partner form').
  it('hands the host the form of the stored partner, leaving the closing to the caller', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    const onOpenChange = vi.fn();
    render(<EditPartnershipFirm onSave={onSave} onOpenChange={onOpenChange} />);
    await userEvent.type(box('Remarks'), ' and the Green Valley resale');
    await press('Update Partner');
    const [form] = onSave.mock.calls[0] as unknown as [ChannelPartnerForm];
    expect(channelPartnerPayload(form)).toMatchObject({
      name: 'S & K Associates',
      natureId: 3,
      remarks: 'Handles the Sunrise Enclave launch and the Green Valley resale',
      partnershipFirmDetails: { partners: [{ id: 1, marriageDate: '2012-02-14' }, { id: 2 }] },
    });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("shows the server's field errors where they belong and keeps what was typed", async () => {
    const onOpenChange = vi.fn();
    render(<RefusedByServer onOpenChange={onOpenChange} />);
    await userEvent.type(box('Firm Address'), ', near the bus stand');
    await press('Update Partner');
    const mobile = box('Mobile Number', group('Partner 2'));
    expect(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(mobile).toHaveAccessibleDescription('Mobile number is already registered');
    expect(document.activeElement).toBe(mobile);
    expect(box('Firm Address').value).toBe('5 Tonk Road, Jaipur, near the bus stand');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows an individual person as stored', () => {
    render(<EditIndividualPerson />);
    expect(box('Partner Name').value).toBe('Ravi Sharma');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    expect(box('Associate Name', group('Associate 1')).value).toBe('Meena Sharma');
    expect(box('Remarks').value).toBe('Met at the Jaipur property expo');
  });
});

describe('the commission rate', () => {
  const rateBox = () => box('Commission Rate (%)');

  it('starts at 0 for a new partner and saves the rate typed, to two decimals', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<EditPartnershipFirm onSave={onSave} />);
    expect(rateBox().value).toBe('0');
    expect(rateBox()).toHaveAccessibleDescription("Of each payment on the partner's bookings");
    await userEvent.clear(rateBox());
    await userEvent.type(rateBox(), '2.75');
    await press('Update Partner');
    const [form] = onSave.mock.calls[0] as unknown as [ChannelPartnerForm];
    expect(channelPartnerPayload(form)).toMatchObject({ commissionRate: 2.75 });
  });

  it('is refused when emptied, with its own message', async () => {
    const onSave = vi.fn();
    render(<EditPartnershipFirm onSave={onSave} />);
    await userEvent.clear(rateBox());
    await press('Update Partner');
    expect(rateBox()).toHaveAccessibleDescription(/Commission rate must be between 0 and 100$/);
    expect(rateBox()).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });
});
