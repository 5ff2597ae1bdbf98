export { useLastShown } from './useLastShown';
