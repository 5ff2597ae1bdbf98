import { describe, expect, it } from 'vitest';
import { plotRequestOf } from './plot-request';

const draft = {
  projectId: 3,
  plotNumber: 'A-12',
  plotSize: 1200,
  sizeUnit: 'sq ft' as const,
  remark: '',
};

describe('plotRequestOf', () => {
  it('sends the plot as Available, with createdBy 1', () => {
    expect(plotRequestOf({ ...draft, remark: 'Corner plot' })).toEqual({
      projectId: 3,
      plotNumber: 'A-12',
      plotSize: 1200,
      sizeUnit: 'sq ft',
      status: 'Available',
      remark: 'Corner plot',
      createdBy: 1,
    });
  });

  it.each(['', '   '])('sends a blank remark (%j) as null, so an edit clears it', (remark) => {
    expect(plotRequestOf({ ...draft, remark }).remark).toBeNull();
  });

  it('trims the remark', () => {
    expect(plotRequestOf({ ...draft, remark: '  Facing the park ' }).remark).toBe(
      'Facing the park',
    );
  });
});
