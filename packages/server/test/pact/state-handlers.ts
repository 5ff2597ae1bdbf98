/**
 * The Verifier's state handlers: one setup per provider state of the pact, each followed by
 * moving the sequences past the ids it wrote. A state with no setup throws, where pact-js would
 * only warn and skip it, and the failure is noted so that its interaction fails.
 */
import type { VerifierOptions } from '@pact-foundation/pact';
import { moveSequencesPastIds } from './baseline';
import type { ProviderWorld, StateSetup, StateSetups } from './provider-world';
import type { SetupFailures } from './setup-failures';
import { amenitiesStates } from './states/amenities';
import { auditStates } from './states/audit';
import { authStates } from './states/auth';
import { bookingsStates } from './states/bookings';
import { channelPartnersStates } from './states/channel-partners';
import { dashboardStates } from './states/dashboard';
import { followUpsStates } from './states/follow-ups';
import { permissionsStates } from './states/permissions';
import { projectsStates } from './states/projects';
import { rolesStates } from './states/roles';
import { usersStates } from './states/users';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

const AREAS: StateSetups[] = [
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

export function hasStateSetup(state: string): boolean {
  return SETUPS.has(state);
}

/**
 * The verifier asks for the state '' before an interaction that names none, so the beforeEach
 * hook still resets the database; the baseline is all such an interaction stands on.
 */
const NO_STATE = '';

async function setUp(world: ProviderWorld, state: string): Promise<void> {
  if (state === NO_STATE) return;
  const setup = SETUPS.get(state);
  if (!setup) throw new Error(`No state handler for the provider state "${state}"`);
  await setup(world);
  await moveSequencesPastIds(world.db);
  world.forgetAccess();
}

export function stateHandlersFor(world: ProviderWorld, failures: SetupFailures): StateHandlers {
  const handlerOf = (state: string) => async () => {
    try {
      await setUp(world, state);
    } catch (error) {
      failures.note(state, error);
      throw error;
    }
    return undefined;
  };
  // pact-js looks a state up by name; serialising its options asks for toJSON, which is no state.
  return new Proxy({} as StateHandlers, {
    get: (_handlers, name) =>
      typeof name === 'string' && name !== 'toJSON' ? handlerOf(name) : undefined,
  });
}
