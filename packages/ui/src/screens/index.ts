/** Plotline's whole screens: sign-in, registration and each area's page, taking data, states and callbacks as props. */
export type { AuthNotice } from './auth';
export * from './LoginScreen';
export * from './RegisterScreen';
