import { chartMonth } from '@plotline/domain';
import { BarChart, type BarChartSeries } from '../../components/BarChart';
import { Skeleton } from '../../components/Skeleton';
import { DashboardSection } from './DashboardSection';
import type { Loadable } from '../../patterns';
import type { MonthBookings } from './dashboard-screen-types';

type MonthStatus = Exclude<keyof MonthBookings, 'month'>;

/** Bottom to top in the order of the workflow, each in its status badge's colour. */
const SERIES: readonly BarChartSeries<MonthStatus>[] = [
  { key: 'pending', label: 'Pending', tone: 'neutral' },
  { key: 'token', label: 'Token', tone: 'warning' },
  { key: 'booking', label: 'Booking', tone: 'info' },
  { key: 'registryDone', label: 'Registry Done', tone: 'success' },
  { key: 'cancelled', label: 'Cancelled', tone: 'danger' },
];

export type BookingsByMonthChartProps = {
  /** The 12 months up to the dashboard's day, oldest first. */
  bookingsByMonth: Loadable<readonly MonthBookings[]>;
};

/** 'Bookings by Month': each month's bookings, stacked by their status today. */
export function BookingsByMonthChart({
  bookingsByMonth: { data, isLoading, error, onRetry },
}: BookingsByMonthChartProps) {
  return (
    <DashboardSection
      title="Bookings by Month"
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      skeleton={<Skeleton height="240px" />}
    >
      <BarChart
        aria-label="Bookings by month"
        categoryHeader="Month"
        series={SERIES}
        categories={(data ?? []).map(({ month, ...values }) => {
          const named = chartMonth(month);
          return { id: month, label: named.label, axisLabel: named.month, values };
        })}
        emptyText="No bookings in the last 12 months"
      />
    </DashboardSection>
  );
}
