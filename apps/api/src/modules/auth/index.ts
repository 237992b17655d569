// What the auth module offers the rest of the API; nothing else of it is imported from outside.
export { AuthService, idCardDigest } from './auth.service';
export { ThrottleRepo } from './throttle.repo';
export { SignInThrottle } from './throttle.service';
