export { useSteadyHandler } from './useSteadyHandler';
