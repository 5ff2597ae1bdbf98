export { TYPING_PAUSE_MS, useDraftText } from './useDraftText';
