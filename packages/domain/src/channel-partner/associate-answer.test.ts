import { describe, expect, it } from 'vitest';
import { newAssociate } from './channel-partner-form';
import { withAssociateAnswer } from './associate-answer';

const ANIL = { ...newAssociate(), associateName: 'Anil' };

describe('withAssociateAnswer', () => {
  it("opens the block with one associate on 'Yes'", () => {
    expect(withAssociateAnswer({ hasAssociate: false, associates: [] }, true)).toEqual({
      hasAssociate: true,
      associates: [newAssociate()],
    });
  });

  it("keeps the associates typed before on 'No' and on 'Yes' again", () => {
    const hidden = withAssociateAnswer({ hasAssociate: true, associates: [ANIL] }, false);
    expect(hidden).toEqual({ hasAssociate: false, associates: [ANIL] });
    expect(withAssociateAnswer(hidden, true)).toEqual({ hasAssociate: true, associates: [ANIL] });
  });
});
