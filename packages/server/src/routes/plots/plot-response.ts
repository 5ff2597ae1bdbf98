/** A plot as the contract's Plot: its row with the name of its project. */
import type { components } from '@plotline/api-client/schema';

export type PlotResponse = components['schemas']['Plot'];

export type PlotRow = Omit<PlotResponse, 'status' | 'createdAt'> & {
  status: string;
  createdAt: Date;
};

export function plotResponse(row: PlotRow): PlotResponse {
  return {
    ...row,
    // The column only ever receives statuses the contract has validated.
    status: row.status as PlotResponse['status'],
    createdAt: row.createdAt.toISOString(),
  };
}
