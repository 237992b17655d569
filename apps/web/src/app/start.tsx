import { RouterProvider } from 'react-router';
import { createAppRouter } from './router';
import { leaveShells } from './leave-shells';
import * as startSchemaList from '../lib/start-schema-list';
import { provideStartSchemas } from '../lib/start-schemas';

provideStartSchemas(startSchemaList);

export { preloadSignedInHome } from './preload';

/**
 * The whole app: its router (React Router, the session layer, zod's schemas and every screen's
 * lazy code), loaded by main.tsx for any path but the light login page's and the student and
 * parent side's, and by the light login page once someone signs in (issue 56).
 */
export function appScreens() {
  const router = createAppRouter();
  leaveShells(window.location.pathname);
  router.subscribe((state) => leaveShells(state.location.pathname));
  return <RouterProvider router={router} />;
}
