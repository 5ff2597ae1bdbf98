import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_PLOT_SIZE, TEXT_LIMITS } from '@plotline/domain';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './PlotBatchFormModal.stories';
import type { PlotsSaveOutcome } from './plots-screen-types';

const { Adding, AddingSeveral, WithErrors, SavingProgress, RefusedSummary, Editing } =
  composeStories(stories);

const projectBox = () => screen.getByRole<HTMLInputElement>('combobox', { name: /^Project/ });

const row = (name: string) => screen.getByRole('group', { name });
const plotNumberBox = (rowName: string) =>
  within(row(rowName)).getByRole('textbox', { name: 'Plot Number' });
const create = (name: string) => userEvent.click(screen.getByRole('button', { name }));

describe('validation', () => {
  it("shows the domain's messages on the fields, and focuses the project first", async () => {
    const onSave = vi.fn();
    render(<WithErrors onSave={onSave} />);
    await create('Create 3 Plots');
    expect(screen.getByText('Project selection is required')).toBeInTheDocument();
    expect(within(row('Plot 2')).getByText('Duplicate plot number')).toBeInTheDocument();
    expect(within(row('Plot 3')).getByText('Plot number is required')).toBeInTheDocument();
    expect(within(row('Plot 3')).getByText('Plot size must be greater than 0')).toBeInTheDocument();
    expect(plotNumberBox('Plot 1').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(projectBox());
    expect(onSave).not.toHaveBeenCalled();
  });

  it("clears only the edited field's error", async () => {
    render(<WithErrors />);
    await create('Create 3 Plots');
    await userEvent.type(plotNumberBox('Plot 2'), '2');
    expect(screen.queryByText('Duplicate plot number')).toBeNull();
    expect(plotNumberBox('Plot 2').getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Plot number is required')).toBeInTheDocument();
  });

  it("takes no more than the API does: the plot number's and remark's length, the size", async () => {
    render(<Adding />);
    const plot = within(row('Plot 1'));
    expect(plotNumberBox('Plot 1').getAttribute('maxlength')).toBe(String(TEXT_LIMITS.code));
    expect(plot.getByRole('textbox', { name: 'Remark' }).getAttribute('maxlength')).toBe(
      String(TEXT_LIMITS.note),
    );
    const size = plot.getByRole<HTMLInputElement>('textbox', { name: /^Size/ });
    await userEvent.type(size, String(MAX_PLOT_SIZE * 10));
    await userEvent.tab();
    expect(Number(size.value.replaceAll(',', ''))).toBe(MAX_PLOT_SIZE);
  });

  it('strips spaces from the plot number as it is typed', async () => {
    render(<Adding />);
    await userEvent.type(plotNumberBox('Plot 1'), ' A 1 2 ');
    expect(plotNumberBox('Plot 1')).toHaveProperty('value', 'A12');
  });
});

describe('the project', () => {
  it('is searched by the host as it is typed, and the pick is handed over', async () => {
    const onProjectSearch = vi.fn();
    const onSave = vi.fn(async () => ({ ok: true }) as const);
    render(<Adding onProjectSearch={onProjectSearch} onSave={onSave} />);
    expect(projectBox().placeholder).toBe('Search projects');
    await userEvent.type(projectBox(), 'sun');
    expect(onProjectSearch).toHaveBeenLastCalledWith('sun');
    await userEvent.click(screen.getByRole('option', { name: 'Sunrise Enclave' }));
    await userEvent.type(plotNumberBox('Plot 1'), 'B-9');
    await userEvent.type(within(row('Plot 1')).getByRole('textbox', { name: /Size/ }), '1200');
    await create('Create Plot');
    expect(onSave).toHaveBeenCalledWith([expect.objectContaining({ projectId: 2 })]);
  });

  it("starts in the edited plot's project, by name, though no search found it", async () => {
    render(<Editing projects={[]} />);
    expect(projectBox().value).toBe('Green Valley');
    // The box is the modal's first field: focused, it keeps the project's name.
    await waitFor(() => expect(document.activeElement).toBe(projectBox()));
    expect(projectBox().value).toBe('Green Valley');
  });

  it('starts a batch in the project it was given', () => {
    render(<AddingSeveral projects={[]} />);
    expect(projectBox().value).toBe('Green Valley');
  });
});

describe('rows', () => {
  it('adds a row, focusing its plot number, and removes rows down to one', async () => {
    render(<Adding />);
    expect(screen.queryByRole('button', { name: 'Remove Plot 1' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Add Another Plot' }));
    expect(document.activeElement).toBe(plotNumberBox('Plot 2'));
    await userEvent.keyboard('B-7');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Plot 1' }));
    expect(plotNumberBox('Plot 1')).toHaveProperty('value', 'B-7');
    expect(screen.queryByRole('group', { name: 'Plot 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Plot 1' })).toBeNull();
  });
});

describe('creating', () => {
  // The screen closes the form once all are saved (PlotsScreen.test.tsx); the form leaves it to it.
  it('hands over every row in the chosen project, leaving the closing to its owner', async () => {
    const onSave = vi.fn(async () => ({ ok: true }) as const);
    const onOpenChange = vi.fn();
    render(<AddingSeveral onSave={onSave} onOpenChange={onOpenChange} />);
    await create('Create 3 Plots');
    expect(onSave).toHaveBeenCalledWith([
      { projectId: 1, plotNumber: 'A-25', plotSize: 1200, sizeUnit: 'sq ft', remark: '' },
      {
        projectId: 1,
        plotNumber: 'A-26',
        plotSize: 1350,
        sizeUnit: 'sq ft',
        remark: 'Park facing',
      },
      { projectId: 1, plotNumber: 'A-27', plotSize: 1500, sizeUnit: 'sq ft', remark: '' },
    ]);
    await expect(onSave.mock.results[0]!.value).resolves.toEqual({ ok: true });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('keeps only the refused rows, with the reasons listed and on the fields', async () => {
    const onOpenChange = vi.fn();
    render(<RefusedSummary onOpenChange={onOpenChange} />);
    await create('Create 3 Plots');
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toBe(
      '1 plot(s) were not createdA-3: Plot number A-3 already exists in this project',
    );
    expect(screen.queryByRole('group', { name: 'Plot 2' })).toBeNull();
    expect(plotNumberBox('Plot 1')).toHaveProperty('value', 'A-3');
    expect(plotNumberBox('Plot 1').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(plotNumberBox('Plot 1'));
    expect(screen.getByRole('button', { name: 'Create Plot' })).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('is busy while the batch is saved', async () => {
    let finish: (outcome: PlotsSaveOutcome) => void = () => {};
    const onSave = vi.fn(() => new Promise<PlotsSaveOutcome>((resolve) => (finish = resolve)));
    render(<AddingSeveral onSave={onSave} />);
    await create('Create 3 Plots');
    expect(screen.getByRole('button', { name: 'Saving...' }).hasAttribute('data-pending')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Add Another Plot' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(plotNumberBox('Plot 1').hasAttribute('readonly')).toBe(true);
    await act(async () => finish({ ok: true }));
  });

  it("shows the host's progress through the batch", () => {
    render(<SavingProgress />);
    const progress = screen.getByRole('progressbar', { name: 'Creating plots' });
    expect(progress.getAttribute('aria-valuetext')).toBe('2 of 5');
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeInTheDocument();
  });
});

describe('editing', () => {
  // The screen hands the plot (103) with it and closes the form once saved (PlotsScreen.test.tsx).
  it('edits exactly one plot, filled in, with no rows to add or remove', async () => {
    const onSave = vi.fn(async () => ({ ok: true }) as const);
    const onOpenChange = vi.fn();
    render(<Editing onSave={onSave} onOpenChange={onOpenChange} />);
    expect(screen.getByRole('heading', { name: 'Edit Plot' })).toBeInTheDocument();
    expect(plotNumberBox('Plot')).toHaveProperty('value', 'A-3');
    expect(screen.queryByRole('button', { name: 'Add Another Plot' })).toBeNull();
    await userEvent.type(within(row('Plot')).getByRole('textbox', { name: 'Remark' }), 'Corner');
    await create('Update Plot');
    expect(onSave).toHaveBeenCalledWith([
      { projectId: 1, plotNumber: 'A-3', plotSize: 1500, sizeUnit: 'sq ft', remark: 'Corner' },
    ]);
    await expect(onSave.mock.results[0]!.value).resolves.toEqual({ ok: true });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("stays open with the server's field errors when refused", async () => {
    const message = 'Plot number A-1 already exists in this project';
    const onSave = vi.fn(async (): Promise<PlotsSaveOutcome> => ({
      ok: false,
      results: [{ ok: false, message, fieldErrors: { plotNumber: message } }],
    }));
    const onOpenChange = vi.fn();
    render(<Editing onSave={onSave} onOpenChange={onOpenChange} />);
    await userEvent.clear(plotNumberBox('Plot'));
    await userEvent.type(plotNumberBox('Plot'), 'A-1');
    await create('Update Plot');
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(plotNumberBox('Plot')).toHaveProperty('value', 'A-1');
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
