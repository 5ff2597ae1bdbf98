export { useLastShown } from './useLastShown';
export { useShownWhileOpen } from './useShownWhileOpen';
