// bench/ compiles some API modules without the rest of the server: the request fields their
// hooks declare (lib/access.ts, the family session) come in with the app's own graph.
import type {} from '../../apps/api/src/app';
