import { useEffect } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { familyRoutes } from './family-routes';
import { leaveShells } from './leave-shells';
import { NavigationContext } from '../lib/navigation';
import * as startSchemaList from '../lib/start-schema-list';
import { provideStartSchemas } from '../lib/start-schemas';

provideStartSchemas(startSchemaList);

/**
 * The student and parent side on its own (issues 50 and 56): a phone opening /family… loads
 * its pages, the family API's client and the router, never the staff app's session layer,
 * frame or screens. A path outside the side is the app's: the browser opens it there.
 */
export function familyScreens() {
  leaveShells(window.location.pathname);
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
  return <RouterProvider router={router} />;
}

function LeaveFamily() {
  useEffect(() => window.location.replace(window.location.href), []);
  return null;
}
