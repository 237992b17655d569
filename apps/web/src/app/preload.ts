import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { StaffDto } from '@attendance/domain';
import { homeOf, ME_KEY, sessionQuery } from '../lib/session';
import { readStoredStaff } from '../lib/storage';
import { HOME_SCREENS } from './home-screens';

const started = new Set<number>();
const SESSION_HASH = hashKey(ME_KEY);

function preloadHome(client: QueryClient, staff: StaffDto, path: string): void {
  if (started.has(staff.staffID) || homeOf(staff.designation) !== path) return;
  started.add(staff.staffID);
  const screens = HOME_SCREENS[staff.designation as keyof typeof HOME_SCREENS];
  if (!screens) return;
  // The answers' small module is asked for first: a browser opens six connections per server,
  // and the screens' code is some thirty files.
  if (staff.designation === 'Subject_Staff') {
    void import('../features/staff/preload').then(({ preloadMarking }) =>
      preloadMarking(client, staff.staffID),
    );
  }
  // A chunk that fails here fails again, visibly, when the router asks for it.
  for (const screen of screens()) screen.catch(() => undefined);
}

/**
 * Opening the app at one's home: load the home screen's code and its answers while the session
 * is still being confirmed, not after it (on a slow phone each wait is a round trip). The staff
 * stored at the last sign-in is only a hint: the server still judges every request, and a
 * wrong hint costs one unused answer.
 */
export function preloadSignedInHome(client: QueryClient, path: string): void {
  const stored = readStoredStaff();
  if (stored) preloadHome(client, stored, path);
  void client.fetchQuery(sessionQuery).then(
    (staff) => staff && preloadHome(client, staff, path),
    () => undefined,
  );
  // A sign-in on the login page: the home starts loading while the page navigates there.
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== SESSION_HASH) return;
    const staff = event.query.state.data as StaffDto | null | undefined;
    if (staff && window.location.pathname === '/login') {
      preloadHome(client, staff, homeOf(staff.designation));
    }
  });
}
