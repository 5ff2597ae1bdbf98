import { describe, expect, it } from 'vitest';
import { ApiCallError, dataOf, failureToast } from './api-call';

const answer = (status: number, body?: unknown) => {
  const response = new Response(null, { status });
  return response.ok ? { data: body, response } : { error: body, response };
};

describe('dataOf', () => {
  it('returns the data of a successful answer', async () => {
    await expect(dataOf(Promise.resolve(answer(200, { id: 7 })))).resolves.toEqual({ id: 7 });
  });

  it("throws the server's message and field errors of a refusal", async () => {
    const refused = dataOf(
      Promise.resolve(
        answer(400, { message: 'Invalid input', errors: { name: 'Project name is required' } }),
      ),
    );
    await expect(refused).rejects.toMatchObject({
      status: 400,
      serverMessage: 'Invalid input',
      fieldErrors: { name: 'Project name is required' },
    });
  });

  it('throws a status without words when the body says nothing', async () => {
    await expect(dataOf(Promise.resolve(answer(500)))).rejects.toMatchObject({
      status: 500,
      serverMessage: null,
    });
  });

  it('throws a status of null when no answer came', async () => {
    await expect(dataOf(Promise.reject(new TypeError('Failed to fetch')))).rejects.toMatchObject({
      status: null,
    });
  });
});

describe('failureToast', () => {
  it("shows the documented text, with the server's reason as the detail", () => {
    expect(
      failureToast(new ApiCallError(409, 'Plot is not available'), 'Failed to create booking'),
    ).toEqual(['Failed to create booking', { detail: 'Plot is not available' }]);
  });

  it('has no detail when the server gave no reason, or none that says more', () => {
    expect(failureToast(new ApiCallError(500, null), 'Failed to create project')).toEqual([
      'Failed to create project',
      {},
    ]);
    expect(failureToast(new ApiCallError(null, null), 'Failed to add follow-up')).toEqual([
      'Failed to add follow-up',
      {},
    ]);
    expect(
      failureToast(new ApiCallError(500, 'Failed to delete plot'), 'Failed to delete plot'),
    ).toEqual(['Failed to delete plot', {}]);
    expect(failureToast(new Error('boom'), 'Failed to delete plot')).toEqual([
      'Failed to delete plot',
      {},
    ]);
  });
});
