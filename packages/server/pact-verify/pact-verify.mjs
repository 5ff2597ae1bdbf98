// @ts-check
/**
 * `npm run pact:verify -- --provider-base-url URL [--state-setup-url URL]`: verifies the pact in
 * pacts/ against any running provider, ours or another team's, and prints Pact's report. Exits 0
 * when every interaction passed, 1 when one failed, 2 on a bad argument.
 */
import { parseArgs } from 'node:util';
import { PACT_FILE } from './pact-file.mjs';
import { verifyPact } from './verify-pact.mjs';

const USAGE = `Usage: npm run pact:verify -- --provider-base-url URL [--state-setup-url URL]

Replays every interaction of ${PACT_FILE} against the provider at --provider-base-url
and prints Pact's report; exits non-zero when any interaction fails.

  --provider-base-url URL  where the provider serves the API, e.g. http://127.0.0.1:8080
  --state-setup-url URL    the provider's state-change URL, e.g.
                           http://127.0.0.1:8080/_test/provider-states (ours, in test mode),
                           asked through Pact's own protocol to set up and tear down each
                           interaction's provider states; the values its setups answer (the
                           caller's access token) go into the requests (docs/contract.md).
                           Without it the pact's requests are sent with their examples.
  --help                   this text`;

/** An http(s) URL, or the usage and exit code 2. */
function urlOf(/** @type {string} */ option, /** @type {string} */ text) {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
  } catch {
    // Falls through to the message below.
  }
  return refuse(`--${option} must be an http:// or https:// URL, not '${text}'`);
}

/** @returns {never} */
function refuse(/** @type {string} */ message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function argumentsGiven() {
  try {
    return parseArgs({
      options: {
        'provider-base-url': { type: 'string' },
        'state-setup-url': { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    return refuse(/** @type {Error} */ (error).message);
  }
}

const given = argumentsGiven();
if (given.help) {
  console.log(USAGE);
  process.exit(0);
}
if (given['provider-base-url'] === undefined) refuse('--provider-base-url is required');
const providerBaseUrl = urlOf('provider-base-url', given['provider-base-url']).replace(/\/$/, '');
const stateSetupUrl =
  given['state-setup-url'] === undefined
    ? null
    : urlOf('state-setup-url', given['state-setup-url']);

console.log(
  `Verifying ${PACT_FILE} against ${providerBaseUrl}, ` +
    (stateSetupUrl
      ? `provider states through ${stateSetupUrl}`
      : 'with no state-change URL: provider states are not set up and requests carry their examples'),
);
try {
  await verifyPact({ providerBaseUrl, stateSetupUrl });
  console.log('Every interaction of the pact passed.');
} catch (error) {
  console.error(`The pact was not honoured: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
