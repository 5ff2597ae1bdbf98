import { formatArea } from '@plotline/domain';

/** An area with its unit, as the table, the form and the details show it. */
export const sqFtText = (sqFt: number): string => `${formatArea(sqFt)} sq ft`;

export const sqYdText = (sqYd: number): string => `${formatArea(sqYd)} sq yards`;
