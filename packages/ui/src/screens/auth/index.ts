export * from './auth.css';
export { AuthPage, type AuthPageProps, type AuthPageWidth } from './AuthPage';
export type { AuthNotice } from './auth-notice';
