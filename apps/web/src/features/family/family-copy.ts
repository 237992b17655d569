import type { CampusInfo, FamilyHomeAnswer, FamilySessionAnswer } from '@attendance/domain';
import { HOME_HINT_KEY } from './keys';

/**
 * The student and parent side's copy on this phone (issue 50): who is signed in, each child's
 * home as last fetched and the campus's answer. Read by the app offline and by
 * the family shell (src/shell/family-shell.ts), which draws the home from it before any script
 * file has run, so it lives in localStorage: read at once, where the phone's IndexedDB answers
 * only between the page's parse tasks (100-800 ms of a phone's start for the teacher shell). A
 * few KB, the person's own, on their own phone; signing out, or a session the server no longer
 * knows, removes it. Nothing here may bring React, zod or the app's API client along.
 */
export const FAMILY_COPY_KEY = 'familyCopy';

export type FamilySession = NonNullable<FamilySessionAnswer['session']>;

export interface FamilyCopy {
  session?: FamilySession;
  /** By student id. */
  homes: Record<string, FamilyHomeAnswer>;
  /** The campus's answer, for the frame's name, logo, languages and zone before it comes again. */
  campus?: CampusInfo;
}

export function readFamilyCopy(): FamilyCopy {
  try {
    const copy = JSON.parse(localStorage.getItem(FAMILY_COPY_KEY) ?? 'null') as FamilyCopy | null;
    if (copy && typeof copy === 'object' && copy.homes && typeof copy.homes === 'object') {
      return copy;
    }
  } catch {
    // unreadable: as if none
  }
  return { homes: {} };
}

function keep(change: (copy: FamilyCopy) => void): void {
  const copy = readFamilyCopy();
  change(copy);
  try {
    localStorage.setItem(FAMILY_COPY_KEY, JSON.stringify(copy));
  } catch {
    // a private window without storage, or a full one: the phone opens without a copy
  }
}

/** Every copy, and the hint of the home to ask for first (keys.ts). */
export function forgetFamilyCopy(): void {
  try {
    localStorage.removeItem(FAMILY_COPY_KEY);
    localStorage.removeItem(HOME_HINT_KEY);
  } catch {
    // nothing kept
  }
}

/**
 * The session as the server answered it; none (signed out, sessions ended) forgets every copy.
 * Homes of students no longer the person's go with it.
 */
export function keepFamilySession(session: FamilySession | null): void {
  if (!session) return forgetFamilyCopy();
  keep((copy) => {
    const ids = new Set(session.children.map((child) => String(child.studentID)));
    copy.session = session;
    copy.homes = Object.fromEntries(Object.entries(copy.homes).filter(([id]) => ids.has(id)));
  });
}

/** A home as the server answered it, and its address for the next start to ask first (keys.ts). */
export function keepFamilyHome(home: FamilyHomeAnswer): void {
  const id = home.student.studentID;
  keep((copy) => {
    copy.homes[String(id)] = home;
  });
  try {
    localStorage.setItem(HOME_HINT_KEY, `/api/family/students/${id}/home`);
  } catch {
    // a private window without storage asks for the home after the session, as on a first visit
  }
}

export function keepFamilyCampus(campus: CampusInfo): void {
  keep((copy) => {
    copy.campus = campus;
  });
}
