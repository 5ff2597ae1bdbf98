/**
 * The sale value as the booking form shows it while it is typed: the plot's size, turned into
 * square yards when it is in another unit, × the rate per square yard = the sale value
 * (docs/payments.md "Payment schedule").
 */
import { acresToSqYd, sqFtToSqYd } from '../area/area-units';
import { formatArea } from '../area/format-area';
import { plotSizeLabel } from '../catalogue/plots-screen';
import type { SizeUnit } from '../constants';
import { formatRupees } from '../display/format-rupees';
import { suggestedSaleValue } from './sale-value';

/** A plot's size as it was entered. */
export type PlotSize = { plotSize: number; sizeUnit: SizeUnit };

function sqYdOf({ plotSize, sizeUnit }: PlotSize): number {
  switch (sizeUnit) {
    case 'sq ft':
      return sqFtToSqYd(plotSize);
    case 'sq yd':
      return plotSize;
    case 'acre':
      return acresToSqYd(plotSize);
  }
}

/**
 * '1,200 sq ft = 133.33 sq. yd. × ₹12,000.00 = ₹16,00,000.00', or '200 sq. yd. × …' for a plot
 * sized in square yards; null until there is a plot and a rate over 0. The square yards are
 * shown to 2 decimals, the value worked out from the exact size (suggestedSaleValue).
 */
export function saleValueWorking(
  plot: PlotSize | null,
  plotSaleRate: number | null,
): string | null {
  if (plot === null || plotSaleRate === null) return null;
  const saleValue = suggestedSaleValue(plot.plotSize, plot.sizeUnit, plotSaleRate);
  if (saleValue === null) return null;
  const sqYd = `${formatArea(sqYdOf(plot))} sq. yd.`;
  const size =
    plot.sizeUnit === 'sq yd' ? sqYd : `${plotSizeLabel(plot.plotSize, plot.sizeUnit)} = ${sqYd}`;
  return `${size} × ${formatRupees(plotSaleRate)} = ${formatRupees(saleValue)}`;
}
