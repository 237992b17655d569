// What the sessions module offers the rest of the API: staff's server-side sessions.
export {
  endSession,
  SESSION_COOKIE,
  sessionCheckOf,
  sessionLoader,
  signedInBy,
  startSession,
} from './sessions';
