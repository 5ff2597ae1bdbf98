export {
  BarChart,
  type BarChartCategory,
  type BarChartProps,
  type BarChartSeries,
  type BarChartTone,
} from './BarChart';
