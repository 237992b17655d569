import { DESIGNATIONS, HOME_BY_DESIGNATION, type Designation } from '@attendance/domain';

/**
 * The signed-in staff's query key and each designation's home: what the light login page
 * (app/light-login.tsx) shares with the app, without the session layer's router and schemas.
 */
export const ME_KEY = ['auth', 'me'] as const;

/** The home screen of a designation ('/' for anything unknown). */
export function homeOf(designation: string): string {
  return (DESIGNATIONS as readonly string[]).includes(designation)
    ? HOME_BY_DESIGNATION[designation as Designation]
    : '/';
}
