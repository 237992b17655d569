// What the sessions module offers the rest of the API: staff's server-side sessions.
export { endSession, SESSION_COOKIE, sessionLoader, startSession } from './sessions';
