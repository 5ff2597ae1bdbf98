/** A plot as the contract's Plot: its row with the name of its project. */
import type { components } from '@plotline/api-client/schema';

export type PlotResponse = components['schemas']['Plot'];

export type PlotRow = Omit<PlotResponse, 'createdAt'> & { createdAt: Date };

export function plotResponse(row: PlotRow): PlotResponse {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
