/** @plotline/ui: the theme, the components, the frame and the screens, for the app and other tools. */
export * from './components';
export * from './frame';
export * from './screens';
export { vars } from './theme';
