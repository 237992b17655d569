import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Waiting } from './guards';
import { withWords } from './with-words';

const FamilySignIn = lazy(() => withWords(import('../features/family/FamilySignInPage')));
const FamilyHome = lazy(() => withWords(import('../features/family/FamilyHomePage')));
const FamilySubject = lazy(() => withWords(import('../features/family/FamilySubjectPage')));
const FamilyAlerts = lazy(() => withWords(import('../features/alerts/FamilyAlertsPage')));
const FamilyRequests = lazy(() => withWords(import('../features/requests/FamilyRequestsPage')));

/** The student and parent pages (issue 50): their own session, no staff frame. */
function familyPage(page: ReactNode) {
  return <Suspense fallback={<Waiting />}>{page}</Suspense>;
}

/** The student and parent side's routes: in the app's router and in the family start's own. */
export const familyRoutes: RouteObject[] = [
  { path: '/family', element: familyPage(<FamilySignIn />) },
  { path: '/family/home', element: familyPage(<FamilyHome />) },
  { path: '/family/alerts', element: familyPage(<FamilyAlerts />) },
  {
    path: '/family/students/:studentID/subjects/:subjectID',
    element: familyPage(<FamilySubject />),
  },
  {
    path: '/family/students/:studentID/requests',
    element: familyPage(<FamilyRequests />),
  },
];
