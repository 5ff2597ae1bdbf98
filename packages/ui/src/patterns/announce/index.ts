export { ANNOUNCE_DELAY_MS, ANNOUNCER_ATTRIBUTE, announce } from './announce';
