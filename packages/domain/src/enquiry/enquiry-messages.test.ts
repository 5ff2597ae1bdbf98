import { describe, expect, it } from 'vitest';
import { ENQUIRY_MESSAGES } from './enquiry-messages';

describe("the words of 'Today's visits'", () => {
  it.each([
    [null, "Today's site visits"],
    ['Anita Desai', "Today's site visits of Anita Desai"],
  ])('names whose visits they are, by name once it is known (%s)', (salesPerson, heading) => {
    expect(ENQUIRY_MESSAGES.visitsTodayOf(salesPerson)).toBe(heading);
  });
});
