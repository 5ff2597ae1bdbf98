import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITIES } from '../audit/audit-entities';
import { mayHearOf, changedWhileEditingNotice, parseChangeEvent } from './change-event';

describe('parseChangeEvent', () => {
  it('reads a change as the server sends it', () => {
    const data = '{"entity":"booking","entityId":42,"operation":"createBooking","userId":3}';
    expect(parseChangeEvent(data)).toEqual({
      entity: 'booking',
      entityId: 42,
      operation: 'createBooking',
      userId: 3,
    });
  });

  it('reads a change by nobody signed in', () => {
    const data = '{"entity":"user","entityId":7,"operation":"register","userId":null}';
    expect(parseChangeEvent(data)?.userId).toBeNull();
  });

  it.each([
    ['not JSON', 'booking 42'],
    ['not an object', '42'],
    ['null', 'null'],
    ['an unknown kind of record', '{"entity":"invoice","entityId":1,"operation":"x","userId":1}'],
    ['no record id', '{"entity":"booking","operation":"x","userId":1}'],
    ['a fractional id', '{"entity":"booking","entityId":1.5,"operation":"x","userId":1}'],
    ['no operation', '{"entity":"booking","entityId":1,"userId":1}'],
    ['a text author', '{"entity":"booking","entityId":1,"operation":"x","userId":"1"}'],
  ])('ignores %s', (_case, data) => {
    expect(parseChangeEvent(data)).toBeNull();
  });
});

describe('mayHearOf', () => {
  it('lets whoever may read a kind of record hear of its changes, and nobody else', () => {
    for (const entity of AUDIT_ENTITIES) {
      expect(mayHearOf({ permissions: [] }, { entity })).toBe(false);
    }
    expect(mayHearOf({ permissions: ['bookings.view'] }, { entity: 'followUp' })).toBe(true);
    expect(mayHearOf({ permissions: ['projects.view'] }, { entity: 'amenity' })).toBe(true);
    expect(mayHearOf({ permissions: ['projects.view'] }, { entity: 'booking' })).toBe(false);
    expect(mayHearOf(null, { entity: 'project' })).toBe(false);
  });
});

describe('changedWhileEditingNotice', () => {
  it('says a versioned record is checked on saving', () => {
    expect(changedWhileEditingNotice('booking', true)).toBe(
      'Someone else changed this booking while you were editing it. What you typed is kept; if it conflicts with their change, saving is refused and the booking reloaded.',
    );
  });

  it('says a record without versions is saved over', () => {
    expect(changedWhileEditingNotice('project', false)).toBe(
      'Someone else changed this project while you were editing it. What you typed is kept; saving replaces their change with yours.',
    );
  });
});
