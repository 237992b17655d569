import { useEffect } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { familyRoutes } from './family-routes';
import { leaveShells } from './leave-shells';
import { NavigationContext } from '../lib/navigation';
import * as startSchemaList from '../lib/start-schema-list';
import { provideStartSchemas } from '../lib/start-schemas';
import { readFamilyShell } from '../lib/family-shell';
import { readFamilyCopy } from '../features/family/family-copy';
import { FAMILY_SESSION_KEY, familyHomeKey } from '../features/family/keys';
import { queryClient } from './providers';
import { CAMPUS_KEY } from '../lib/use-campus';

provideStartSchemas(startSchemaList);

/**
 * The student and parent side on its own (issues 50 and 56): a phone opening /family… loads
 * its pages, the family API's client and the router, never the staff app's session layer,
 * frame or screens. A path outside the side is the app's: the browser opens it there.
 */
export function familyScreens() {
  leaveShells(window.location.pathname);
  takeOverShell();
  const router = createBrowserRouter([
    {
      element: (
        <NavigationContext.Provider value={(to, options) => void router.navigate(to, options)}>
          <Outlet />
        </NavigationContext.Provider>
      ),
      children: [...familyRoutes, { path: '*', element: <LeaveFamily /> }],
    },
  ]);
  router.subscribe((state) => leaveShells(state.location.pathname));
  return <RouterProvider router={router} />;
}

/**
 * The family shell's home, handed over (lib/family-shell.ts): the session, the home and the
 * campus it shows, from the phone's copy where the shell kept the server's answers, so that the
 * app's first drawing is the shell's (its frame's name, languages and logo too) and no second
 * request changes it under the reader (the queries' freshness).
 */
function takeOverShell() {
  const shown = readFamilyShell();
  const copy = readFamilyCopy();
  const home = shown && copy.homes[String(shown.studentID)];
  if (!shown || !copy.session || !home) return;
  if (copy.campus) queryClient.setQueryData(CAMPUS_KEY, copy.campus);
  queryClient.setQueryData(FAMILY_SESSION_KEY, { session: copy.session });
  queryClient.setQueryData(familyHomeKey(shown.studentID), { home, fromCopy: shown.fromCopy });
}

function LeaveFamily() {
  useEffect(() => window.location.replace(window.location.href), []);
  return null;
}
