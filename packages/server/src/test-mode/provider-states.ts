/**
 * Every provider state of the pact the server can set up, gathered from the areas in states/,
 * each followed by moving the sequences past the ids it wrote.
 */
import { moveSequencesPastIds } from './baseline';
import type { StateSetup, StateSetups } from './provider-world';
import { amenitiesStates } from './states/amenities';
import { auditStates } from './states/audit';
import { authStates } from './states/auth';
import { callerStates } from './states/callers';
import { bookingsStates } from './states/bookings';
import { channelPartnersStates } from './states/channel-partners';
import { dashboardStates } from './states/dashboard';
import { enquiriesStates } from './states/enquiries';
import { followUpsStates } from './states/follow-ups';
import { notificationsStates } from './states/notifications';
import { paymentsStates } from './states/payments';
import { permissionsStates } from './states/permissions';
import { projectsStates } from './states/projects';
import { rolesStates } from './states/roles';
import { searchStates } from './states/search';
import { usersStates } from './states/users';

const AREAS: StateSetups[] = [
  callerStates,
  authStates,
  usersStates,
  rolesStates,
  permissionsStates,
  amenitiesStates,
  projectsStates,
  bookingsStates,
  followUpsStates,
  channelPartnersStates,
  dashboardStates,
  auditStates,
  notificationsStates,
  searchStates,
  paymentsStates,
  enquiriesStates,
];

/** Every setup by its state; a state two areas both claim is a mistake, so it throws. */
function setupsByState(): Map<string, StateSetup> {
  const setups = new Map<string, StateSetup>();
  for (const [state, setup] of AREAS.flatMap((area) => Object.entries(area))) {
    if (setups.has(state)) throw new Error(`Two setups for the provider state "${state}"`);
    setups.set(state, setup);
  }
  return setups;
}

const SETUPS = setupsByState();

/**
 * Pact asks for the state '' before an interaction that names none; the baseline is all such an
 * interaction stands on.
 */
const NO_STATE = '';

/** The setup of a state, then the sequences moved past the ids it wrote; null for a state unknown. */
export function stateSetupFor(state: string): StateSetup | null {
  if (state === NO_STATE) return async () => {};
  const setup = SETUPS.get(state);
  if (!setup) return null;
  return async (world, params) => {
    const values = await setup(world, params);
    await moveSequencesPastIds(world.db);
    return values;
  };
}
