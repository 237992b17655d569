/**
 * The side's query and storage keys, apart from its API client so that the family start and the
 * family shell (src/shell/family-shell.ts) use them without the client's schemas.
 */
export const FAMILY_SESSION_KEY = ['family', 'session'] as const;

/** A student's home in the query cache. */
export const familyHomeKey = (studentID: number | undefined) => ['family', 'home', studentID];

/**
 * The address of the home shown last on this phone: index.html's first script asks for it
 * beside the app's code at the next start (issues 50 and 56), a round trip sooner. The server
 * still judges the request; a stale hint costs one unused answer.
 */
export const HOME_HINT_KEY = 'familyHome';
