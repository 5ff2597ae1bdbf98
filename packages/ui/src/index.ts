/** @plotline/ui: the theme, the components and the frame, for the app and for other tools. */
export * from './components';
export * from './frame';
export { vars } from './theme';
