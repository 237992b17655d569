/**
 * Where the phone keeps its copies (lib/offline-db.ts): names alone, with no code, so that the
 * teacher shell of index.html can read the copies without the IndexedDB wrapper.
 */
export const OFFLINE_DB = 'attendance-offline';
/** The store of the teacher's copies. */
export const COPIES_STORE = 'copies';
/** The key of the copies store naming whose data the phone holds. */
export const OWNER_KEY = 'owner';
/** The copies' keys of a teacher's subjects and of one subject's class (by its assignment id). */
export const subjectsCopyKey = (staffID: number) => `subjects:${staffID}`;
export const classCopyKey = (assignmentId: number) => `students:${assignmentId}`;
