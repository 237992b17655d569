import type { CampusInfo, StaffDto } from '@attendance/domain';
import { read } from './answers';
import { appLanguage } from './speaks';

/** GET /api/auth/session's answer, as far as the shell reads it. */
interface SessionAnswer {
  staff: Pick<StaffDto, 'staffID' | 'designation' | 'language'> | null;
  enrolPasskey?: boolean;
}

/**
 * A first visit of /staffpannel with nothing stored (a new or cleared phone, and Lighthouse's run
 * of the staff panel, issue 56): the session's answer, which the page's head has asked for, says
 * who this is. For a teacher, their id, and the shell draws: its heading is then the page's
 * largest paint, instead of the app's, which waited for the session, then the frame's and the
 * marking screen's files, then the app's start (3.6-3.9 s of Lighthouse's simulated phone).
 * Undefined for anyone else (signed out, another designation, a session that may only add a
 * passkey, no answer), who gets the app at once, and the app sends them where they belong; and
 * for a teacher the app will greet in a language the shell cannot speak here (`shellLanguage`:
 * English unless the app kept another's words on this phone): their own choice, else this phone's,
 * else the campus's default (speaks.ts), so the campus is read beside the session (both preloaded).
 */
export async function sessionTeacher(shellLanguage: string): Promise<number | undefined> {
  const [session, campus] = await Promise.all([
    read<SessionAnswer>('/api/auth/session'),
    read<Pick<CampusInfo, 'languages'>>('/api/campus'),
  ]);
  const staff = session?.staff;
  if (staff?.designation !== 'Subject_Staff' || session?.enrolPasskey === true) return undefined;
  if (appLanguage(staff.language, campus) !== shellLanguage) return undefined;
  return typeof staff.staffID === 'number' ? staff.staffID : undefined;
}
