import { AMENITY_MESSAGES } from '@plotline/domain';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PLAIN_QUERY } from './amenity-fixtures';
import { NO_AMENITY_FILTERS } from './amenity-list-query';
import * as stories from './AmenitiesScreen.stories';
import { ANNOUNCER_ATTRIBUTE, listOf, type DeleteOutcome, type SaveOutcome } from '../../patterns';

const { Filled, Loading, Empty, NoMatches, LoadError, Interactive } = composeStories(stories);

const searchBox = () => screen.getByRole('searchbox', { name: 'Search Amenities' });

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Amenities' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('the states', () => {
  it('shows a card per amenity under the title, the button, the search and the status', () => {
    render(<Filled />);
    expect(screen.getByRole('heading', { level: 1, name: 'Amenities' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Amenity' })).toBeInTheDocument();
    expect(searchBox()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Status/ }).textContent).toContain('All');
    expect(cardNames()).toEqual([
      "Children's Play Area",
      'Club House',
      'Gymnasium',
      'Jogging Track',
      'Rainwater Harvesting',
      'Swimming Pool',
    ]);
  });

  it('shows a spinner while loading', () => {
    render(<Loading />);
    expect(screen.getByRole('progressbar', { name: 'Loading amenities' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("says 'No amenities found' when there are none", () => {
    render(<Empty />);
    expect(screen.getByText('No amenities found')).toBeInTheDocument();
  });

  it("says 'No amenities found' when the filters match none, and keeps them shown", () => {
    render(<NoMatches />);
    expect(screen.getByText('No amenities found')).toBeInTheDocument();
    expect((searchBox() as HTMLInputElement).value).toBe('sauna');
    expect(screen.getByRole('button', { name: /Status/ }).textContent).toContain('Active');
  });

  it('tells a failed load and loads again on request', async () => {
    const onRetry = vi.fn();
    render(<LoadError list={listOf([], { error: AMENITY_MESSAGES.fetchFailed, onRetry })} />);
    expect(screen.getByText('Failed to fetch amenities')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('the filters', () => {
  it('reports the search as typed and the status as chosen', async () => {
    const onQueryChange = vi.fn();
    render(<Filled onQueryChange={onQueryChange} />);
    await userEvent.type(searchBox(), 'p');
    expect(onQueryChange).toHaveBeenLastCalledWith(
      { ...PLAIN_QUERY, filters: { ...NO_AMENITY_FILTERS, searchTerm: 'p' } },
      'typed',
    );
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Inactive' }));
    expect(onQueryChange).toHaveBeenLastCalledWith(
      { ...PLAIN_QUERY, filters: { ...NO_AMENITY_FILTERS, status: 'inactive' } },
      'chosen',
    );
  });

  it('offers All, Active and Inactive', async () => {
    render(<Filled />);
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Active',
      'Inactive',
    ]);
  });

  it('narrows the grid by name or description and by status', async () => {
    render(<Interactive />);
    await userEvent.type(searchBox(), 'POOL');
    expect(cardNames()).toEqual(['Swimming Pool']);
    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), 'garden');
    expect(cardNames()).toEqual(['Jogging Track']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: /Status/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Inactive' }));
    expect(cardNames()).toEqual(['Gymnasium', 'Swimming Pool']);
  });
});

describe('adding and editing', () => {
  it('shows the validation message and does not save an unnamed amenity', async () => {
    const onSave = vi.fn();
    render(<Filled onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Amenity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
    expect(screen.getByText('Amenity name is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('creates, and closes the modal once saved', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<Filled onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Amenity' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amenity Name' }), 'Yoga Deck');
    await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
    expect(onSave).toHaveBeenCalledWith(
      { name: 'Yoga Deck', description: '', isActive: true, metadata: '' },
      null,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('keeps the modal and what was typed when the save fails', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: false }));
    render(<Filled onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Amenity' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amenity Name' }), 'Yoga Deck');
    await userEvent.click(screen.getByRole('button', { name: 'Create Amenity' }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const dialog = screen.getByRole('dialog', { name: 'Add Amenity' });
    expect(
      (within(dialog).getByRole('textbox', { name: 'Amenity Name' }) as HTMLInputElement).value,
    ).toBe('Yoga Deck');
  });

  it('edits the amenity whose button was pressed', async () => {
    const onSave = vi.fn(async (): Promise<SaveOutcome> => ({ ok: true }));
    render(<Filled onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Jogging Track' }));
    const name = screen.getByRole('textbox', { name: 'Amenity Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Jogging & Cycling Track');
    await userEvent.click(screen.getByRole('button', { name: 'Update Amenity' }));
    expect(onSave).toHaveBeenCalledWith(
      {
        name: 'Jogging & Cycling Track',
        description: '1.2 km rubberised track around the landscaped garden.',
        isActive: true,
        metadata: '',
      },
      expect.objectContaining({ id: 4 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens Add empty after an edit was cancelled', async () => {
    render(<Filled />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Club House' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Add Amenity' }));
    expect((screen.getByRole('textbox', { name: 'Amenity Name' }) as HTMLInputElement).value).toBe(
      '',
    );
  });
});

describe('deleting', () => {
  it('asks first, then deletes the amenity and closes the question', async () => {
    const onDelete = vi.fn(async (): Promise<DeleteOutcome> => ({ ok: true }));
    render(<Filled onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Gymnasium' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete Amenity' });
    expect(question.textContent).toContain('Are you sure you want to delete this amenity?');
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('keeps the question open, busy meanwhile, when the delete fails', async () => {
    let finish: (outcome: DeleteOutcome) => void = () => {};
    const onDelete = vi.fn(() => new Promise<DeleteOutcome>((resolve) => (finish = resolve)));
    render(<Filled onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Gymnasium' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Deleting...' }).dataset.pending).toBe('true');
    await act(async () => finish({ ok: false }));
    expect(screen.getByRole('alertdialog', { name: 'Delete Amenity' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('does nothing when cancelled', async () => {
    const onDelete = vi.fn();
    render(<Filled onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Gymnasium' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onDelete).not.toHaveBeenCalled();
  });
});

describe("the result of a search, said in the page's status region", () => {
  const said = () => document.querySelector(`[${ANNOUNCER_ATTRIBUTE}]`);

  it('says what the search found once typing pauses, and when it finds nothing', async () => {
    render(<Interactive />);
    await userEvent.type(searchBox(), 'club');
    await waitFor(() => expect(said()).toHaveTextContent('Showing 1 to 1 of 1 results'));
    await userEvent.type(searchBox(), ' lounge');
    await waitFor(() => expect(said()).toHaveTextContent(AMENITY_MESSAGES.empty));
  });
});
