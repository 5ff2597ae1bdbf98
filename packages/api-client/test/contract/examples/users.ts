/** Example users as the provider states create them (see the states named in the cases). */
import { MatchersV3 } from '@pact-foundation/pact';

const { like, eachLike, datetime } = MatchersV3;

export const TIMESTAMP_FORMAT = "yyyy-MM-dd'T'HH:mm:ss.SSSX";
export const timestamp = (example: string) => datetime(TIMESTAMP_FORMAT, example);

/** The seeded administrator: every permission, and signed in before. */
export const adminUser = {
  id: like(1),
  username: like('admin'),
  email: like('admin@plotline.local'),
  firstName: like('Plotline'),
  lastName: like('Admin'),
  phoneNumber: like('9876543210'),
  isActive: like(true),
  awaitingApproval: like(false),
  passwordChangeRequired: like(false),
  roles: eachLike('Admin'),
  permissions: eachLike('bookings.view'),
  lastLoginAt: timestamp('2026-11-20T09:15:00.000Z'),
  createdAt: timestamp('2026-01-05T10:00:00.000Z'),
};

/** A user who registered and has been granted no role yet. */
export const newUser = {
  id: like(7),
  username: like('priya'),
  email: like('priya@example.in'),
  firstName: like('Priya'),
  lastName: like('Sharma'),
  phoneNumber: like('9123456780'),
  isActive: like(true),
  awaitingApproval: like(false),
  passwordChangeRequired: like(false),
  roles: [],
  permissions: [],
  lastLoginAt: timestamp('2026-11-22T08:00:00.000Z'),
  createdAt: timestamp('2026-11-22T08:00:00.000Z'),
};

export const authTokens = {
  accessToken: like('eyJhbGciOiJIUzI1NiJ9.access'),
  refreshToken: like('6f1c0e2a-refresh'),
};
