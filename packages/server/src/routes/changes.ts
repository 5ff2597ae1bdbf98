/** The change stream that keeps open screens current (live/change-stream.ts says what it sends). */
import { CHANGE_STREAM_MESSAGES } from '@plotline/domain';
import { signedIn, type Handlers } from '../http/handler';
import { tooManyRequests, unauthorized } from '../http/http-error';
import { changeStream } from '../live/change-stream';

/** A stream no proxy may hold back or keep: nginx buffers answers unless told not to. */
const EVENT_STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-store',
  'x-accel-buffering': 'no',
};

export const changesHandlers: Handlers = {
  async streamChanges({ db, clock, changes, accessTokens, user, query, headers }) {
    const caller = signedIn(user);
    // The router has verified this very token, so it is there and readable.
    const token = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1] ?? '';
    const session = await accessTokens.verify(token, clock.now());
    if (!session) throw unauthorized();
    const release = changes.admitStream(caller.id);
    if (!release) {
      throw tooManyRequests(CHANGE_STREAM_MESSAGES.tooManyStreams, changes.limits.retrySeconds * 5);
    }
    const lastEventId = headers['last-event-id'];
    const body = changeStream({
      db,
      clock,
      hub: changes,
      session,
      release,
      lastEventId: Array.isArray(lastEventId) ? lastEventId.join(', ') : lastEventId,
      follow: query.follow ?? true,
      accessExpiresAt: accessTokens.expiresAt(token),
    });
    return { status: 200, body, headers: EVENT_STREAM_HEADERS };
  },
};
