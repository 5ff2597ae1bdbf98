import { changedWhileEditingNotice, type AuditEntity } from '@plotline/domain';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedInHook } from '../../test/render-signed-in-hook';
import { changeListeners } from './change-events';
import { useChangedWhileEditing } from './use-changed-while-editing';

/** The hook for a form on (entity, recordId), and a way to hear a change as the stream would. */
function renderEditing(entity: AuditEntity, recordId: number | null) {
  const changes = changeListeners();
  const rendered = renderSignedInHook(
    ({ editedId }: { editedId: number | null }) => useChangedWhileEditing(entity, editedId),
    { changes: changes.subscribe, initialProps: { editedId: recordId } },
  );
  const hear = (changed: AuditEntity, entityId: number, userId: number | null = 2) =>
    act(() => changes.notify({ entity: changed, entityId, operation: 'someOperation', userId }));
  return { ...rendered, hear };
}

describe('an edit form hearing of changes', () => {
  it("says so once someone else changes the booking it edits, a booking's save checked by version", () => {
    const { result, hear } = renderEditing('booking', 42);
    expect(result.current).toBeUndefined();
    hear('booking', 41);
    hear('plot', 42);
    expect(result.current).toBeUndefined();
    hear('booking', 42);
    expect(result.current).toBe(changedWhileEditingNotice('booking', true));
  });

  it.each([
    ['project', 'project'],
    ['plot', 'plot'],
    ['channelPartner', 'channel partner'],
    ['followUp', 'follow-up'],
    ['amenity', 'amenity'],
  ] as const)('names a %s as the notice does, saved over the other change', (entity, noun) => {
    const { result, hear } = renderEditing(entity, 7);
    hear(entity, 7, null);
    expect(result.current).toBe(changedWhileEditingNotice(noun, false));
  });

  it("takes the signed-in user's own change for no one else's", () => {
    const { result, hear } = renderEditing('booking', 42);
    hear('booking', 42, 1);
    expect(result.current).toBeUndefined();
  });

  it('hears nothing while no record is edited, and starts unchanged on the next', () => {
    const { result, hear, rerender } = renderEditing('booking', 42);
    hear('booking', 42);
    expect(result.current).toBeDefined();
    rerender({ editedId: null });
    expect(result.current).toBeUndefined();
    hear('booking', 42);
    rerender({ editedId: 42 });
    expect(result.current).toBeUndefined();
  });
});
