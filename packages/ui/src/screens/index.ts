/** Plotline's whole pages that need no app frame: sign-in and registration. */
export type { AuthNotice } from './auth';
export * from './LoginScreen';
export * from './RegisterScreen';
