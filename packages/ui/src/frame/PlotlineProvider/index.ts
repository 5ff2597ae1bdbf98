export { PLOTLINE_LOCALE, PlotlineProvider, type PlotlineProviderProps } from './PlotlineProvider';
