import { describe, it, expect } from 'vitest';
import { newPlotRow } from './plot-form';

describe('newPlotRow', () => {
  it('starts empty, in sq ft, as Available', () => {
    expect(newPlotRow()).toEqual({
      projectId: null,
      plotNumber: '',
      plotSize: null,
      sizeUnit: 'sq ft',
      status: 'Available',
      remark: '',
    });
  });
});
