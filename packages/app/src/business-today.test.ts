import { expect, it } from 'vitest';
import { businessToday } from './business-today';

it("is India's calendar date, whatever the browser's zone", () => {
  // 01:30 on 12 March in India, still 11 March in UTC.
  expect(businessToday(new Date('2025-03-11T20:00:00Z'))).toBe('2025-03-12');
  // 23:59 on 12 March in India.
  expect(businessToday(new Date('2025-03-12T18:29:00Z'))).toBe('2025-03-12');
  expect(businessToday(new Date('2025-03-12T18:30:00Z'))).toBe('2025-03-13');
});
