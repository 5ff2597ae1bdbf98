/** Plotline's whole screens: sign-in, registration and each area's page, taking data, states and callbacks as props. */
export * from './AmenitiesScreen';
export * from './AuditLogScreen';
export type { AuthNotice } from './auth';
export * from './BookingsScreen';
export * from './ChangePasswordScreen';
export * from './ChannelPartnersScreen';
export * from './CollectionsScreen';
export * from './DashboardScreen';
export * from './EnquiriesScreen';
export * from './FollowUpsScreen';
export * from './LoginScreen';
export * from './payments';
export * from './PermissionsScreen';
export * from './PlotsScreen';
export * from './ProjectsScreen';
export * from './RegisterScreen';
export * from './RolesScreen';
export * from './UsersScreen';
