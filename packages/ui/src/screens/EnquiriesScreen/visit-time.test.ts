import { describe, expect, it } from 'vitest';
import { isInstant } from '@plotline/domain';
import { visitInstant, visitPlaceholder, zonedVisitTime } from './visit-time';

describe('a visit time', () => {
  it("reads an instant in the business's zone and writes it back with that zone's offset", () => {
    const time = zonedVisitTime('2026-06-20T05:30:00Z', 'Asia/Kolkata');
    expect(time?.hour).toBe(11);
    expect(time?.minute).toBe(0);
    const written = visitInstant(time!);
    expect(written).toBe('2026-06-20T11:00:00+05:30');
    expect(isInstant(written)).toBe(true);
    expect(Date.parse(written)).toBe(Date.parse('2026-06-20T05:30:00Z'));
  });

  it('writes a time where the clocks change with the offset of that day', () => {
    const winter = zonedVisitTime('2026-01-15T15:00:00Z', 'Europe/London');
    const summer = zonedVisitTime('2026-07-15T15:00:00Z', 'Europe/London');
    expect(visitInstant(winter!)).toBe('2026-01-15T15:00:00+00:00');
    expect(visitInstant(summer!)).toBe('2026-07-15T16:00:00+01:00');
  });

  it('has no time for no text, or text that is no instant', () => {
    expect(zonedVisitTime('', 'Asia/Kolkata')).toBeNull();
    expect(zonedVisitTime('2026-06-20', 'Asia/Kolkata')).toBeNull();
    expect(zonedVisitTime('2026-06-20T11:00', 'Asia/Kolkata')).toBeNull();
  });

  it('starts the empty picker on the morning of today, in the zone', () => {
    expect(visitInstant(visitPlaceholder('2026-06-16', 'Asia/Kolkata'))).toBe(
      '2026-06-16T10:00:00+05:30',
    );
  });
});
