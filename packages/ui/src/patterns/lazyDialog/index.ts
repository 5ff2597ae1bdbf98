export { lazyDialog, preloadDialogs } from './lazyDialog';
