import { composeStories } from '@storybook/react-vite';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './ProjectFormModal.stories';
import type { SaveOutcome } from '../../patterns';

const { New, Editing, WithErrors, UsedAreaTooLarge, LoadingAmenities, EveryAmenityAdded } =
  composeStories(stories);

const USED_AREA = 'Total used area (roads + amenities) cannot exceed total project area';

const box = (name: string) => screen.getByRole('textbox', { name });
const picker = () => screen.getByRole('combobox', { name: 'Add amenity' });
const saleable = () => screen.getByText('Saleable Area').nextElementSibling?.textContent;

async function pickAmenity(name: string) {
  await userEvent.type(picker(), name.slice(0, 4));
  await userEvent.click(screen.getByRole('option', { name }));
}

async function fillProject({ name = 'Hill Top', total = '90000', roads = '9000' } = {}) {
  await userEvent.type(box('Project Name'), name);
  await userEvent.type(box('Total Project Area (sq ft)'), total);
  await userEvent.type(box('Roads Area (sq ft)'), roads);
}

describe('validation', () => {
  it('shows the rule messages, saves nothing, and focuses the first invalid field', async () => {
    const onSave = vi.fn();
    render(<WithErrors onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(screen.getByText('Project name is required')).toBeInTheDocument();
    expect(screen.getByText('Total project area must be greater than 0')).toBeInTheDocument();
    expect(screen.getByText('Roads area must be 0 or greater')).toBeInTheDocument();
    expect(box('Project Name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(box('Project Name'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('rejects roads and amenities larger than the project, as an alert', async () => {
    render(<UsedAreaTooLarge />);
    await userEvent.click(screen.getByRole('button', { name: 'Update Project' }));
    expect(screen.getByRole('alert').textContent).toBe(USED_AREA);
  });

  it("clears only the edited field's error", async () => {
    render(<New />);
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    await userEvent.type(box('Project Name'), 'H');
    expect(screen.queryByText('Project name is required')).toBeNull();
    expect(screen.getByText('Roads area must be 0 or greater')).toBeInTheDocument();
  });

  it('clears the used-area error once an area changes', async () => {
    render(<UsedAreaTooLarge />);
    await userEvent.click(screen.getByRole('button', { name: 'Update Project' }));
    await userEvent.clear(box('Roads Area (sq ft)'));
    await userEvent.type(box('Roads Area (sq ft)'), '9000');
    await userEvent.tab();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('amenities', () => {
  it('adds a picked amenity once, at 0 sq ft, ready for its area', async () => {
    render(<New />);
    await pickAmenity('Swimming Pool');
    const area = box('Swimming Pool area (sq ft)') as HTMLInputElement;
    expect(area.value).toBe('0');
    expect(document.activeElement).toBe(area);
    await userEvent.click(picker());
    await userEvent.keyboard('{ArrowDown}');
    const offered = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual(['Central Park', 'Club House', 'Temple']);
  });

  it('removes an amenity, offering it again', async () => {
    render(<Editing />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Club House' }));
    expect(screen.queryByRole('textbox', { name: 'Club House area (sq ft)' })).toBeNull();
    await pickAmenity('Club House');
    expect(box('Club House area (sq ft)')).toBeInTheDocument();
  });

  it('says when the amenities are loading, and when every one is already added', () => {
    const { unmount } = render(<LoadingAmenities />);
    expect(screen.getByText('Loading amenities...')).toBeInTheDocument();
    unmount();
    render(<EveryAmenityAdded />);
    expect(screen.getByText('Every active amenity has been added.')).toBeInTheDocument();
    expect(picker().hasAttribute('disabled')).toBe(true);
  });
});

describe('the saleable area', () => {
  it('follows each keystroke, before the field is left', async () => {
    render(<New />);
    expect(saleable()).toBe('0 sq yards');
    await userEvent.type(box('Total Project Area (sq ft)'), '90000');
    expect(saleable()).toBe('10,000 sq yards');
    await userEvent.type(box('Roads Area (sq ft)'), '9000');
    expect(saleable()).toBe('9,000 sq yards');
    await pickAmenity('Central Park');
    await userEvent.keyboard('4500');
    expect(saleable()).toBe('8,500 sq yards');
  });

  it('shows what an edited project has left to sell', () => {
    render(<Editing />);
    expect(saleable()).toBe('37,720 sq yards');
  });
});

describe('saving', () => {
  it('sends the form as typed, with its amenities', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<New onSave={onSave} />);
    await fillProject();
    await pickAmenity('Temple');
    await userEvent.keyboard('450');
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(onSave).toHaveBeenCalledWith({
      name: 'Hill Top',
      totalProjectArea: 90000,
      roadsArea: 9000,
      projectAmenities: [{ amenityId: 4, name: 'Temple', area: 450 }],
    });
  });

  it('keeps what was typed and shows the fields the server refused', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({
      ok: false,
      fieldErrors: { roadsArea: 'Roads area must be 0 or greater' },
    }));
    render(<New onSave={onSave} />);
    await fillProject();
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(screen.getByText('Roads area must be 0 or greater')).toBeInTheDocument();
    expect((box('Project Name') as HTMLInputElement).value).toBe('Hill Top');
    expect(document.activeElement).toBe(box('Roads Area (sq ft)'));
  });

  it('is busy while the save runs', async () => {
    let finish: (outcome: SaveOutcome) => void = () => {};
    const onSave = vi.fn(() => new Promise<SaveOutcome>((resolve) => (finish = resolve)));
    render(<New onSave={onSave} />);
    await fillProject();
    await userEvent.click(screen.getByRole('button', { name: 'Create Project' }));
    expect(screen.getByRole('button', { name: /Saving/ }).dataset.pending).toBe('true');
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    await act(async () => finish({ ok: true }));
    expect(screen.getByRole('button', { name: 'Create Project' })).toBeInTheDocument();
  });
});
