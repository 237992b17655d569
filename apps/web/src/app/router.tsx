import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, Outlet, useNavigate } from 'react-router';
import type { Designation } from '@attendance/domain';
import { LoginPage } from '../features/auth/components/LoginPage';
import { SplashPage } from '../features/splash/SplashPage';
import {
  loadAppLayout,
  loadAssign,
  loadMarkAttendance,
  loadPanelSummary,
  loadStudentRecords,
} from './home-screens';
import { PublicOnly, RequireDesignation, Waiting } from './guards';
import { SessionProvider } from '../lib/session';
import { ENROL_PATH } from '../lib/enrolment';
import { NavigationContext } from '../lib/navigation';
import { familyRoutes } from './family-routes';
import { withWords } from './with-words';

// Each designation's screens, their frame and the Register form load only when opened, so the
// login page stays small (the frame brings the modals, the Register form the select menus).
const AppLayout = lazy(loadAppLayout);
const RegisterPage = lazy(() =>
  import('../features/auth/components/RegisterPage').then((m) => ({ default: m.RegisterPage })),
);
const StudentRecords = lazy(loadStudentRecords);
const AddStudent = lazy(() => import('../features/admin/students/AddStudentPage'));
const UpdateBatch = lazy(() => import('../features/admin/students/UpdateBatchPage'));
const MarkInactive = lazy(() => import('../features/admin/students/MarkInactivePage'));
const AddSubject = lazy(() => import('../features/admin/subjects/AddSubjectPage'));
const SubjectList = lazy(() => import('../features/admin/subjects/SubjectListPage'));
const SubjectAllocation = lazy(() => import('../features/admin/allocations/SubjectAllocationPage'));
const SubjectAllocatedList = lazy(
  () => import('../features/admin/allocations/SubjectAllocatedListPage'),
);
const Cumulative = lazy(() => import('../features/cumulative/CumulativeAttendancePage'));
const ImportStudents = lazy(() =>
  import('../features/imports/ImportPage').then((m) => ({ default: m.ImportStudentsPage })),
);
const ImportSubjects = lazy(() =>
  import('../features/imports/ImportPage').then((m) => ({ default: m.ImportSubjectsPage })),
);
const ImportAllocations = lazy(() =>
  import('../features/imports/ImportPage').then((m) => ({ default: m.ImportAllocationsPage })),
);
const ImportTimetable = lazy(() =>
  import('../features/imports/ImportPage').then((m) => ({ default: m.ImportTimetablePage })),
);
const Timetable = lazy(() => import('../features/week/TimetablePage'));
const GridImport = lazy(() => import('../features/week/GridImportPage'));
const Calendar = lazy(() => import('../features/week/CalendarPage'));
const Completion = lazy(() => import('../features/week/CompletionPage'));
const Assign = lazy(loadAssign);
const AssignedList = lazy(() => import('../features/hod/AssignedListPage'));
const DeleteAssignedList = lazy(() => import('../features/hod/DeleteAssignedListPage'));
const Corrections = lazy(() => import('../features/hod/CorrectionsPage'));
const MarkAttendance = lazy(loadMarkAttendance);
const ViewAttendance = lazy(() => import('../features/staff/ViewAttendancePage'));
const Approvals = lazy(() => import('../features/approvals/ApprovalsPage'));
const OversightSummary = lazy(loadPanelSummary);
const Today = lazy(() => import('../features/oversight/TodayPage'));
const Shortage = lazy(() => import('../features/oversight/ShortagePage'));
const Absences = lazy(() => import('../features/oversight/AbsencesPage'));
const Security = lazy(() => import('../features/passkeys/SecurityPage'));
const Tokens = lazy(() => import('../features/tokens/TokensPage'));
const EnrolPasskey = lazy(() => withWords(import('../features/passkeys/EnrolPage')));
const FamilyAdmin = lazy(() => import('../features/family/FamilyAdminPage'));
const AlertsAdmin = lazy(() => import('../features/alerts/AlertsAdminPage'));
const Requests = lazy(() => import('../features/requests/RequestsPage'));

/** The router's navigate for the screens that move by lib/navigation (the login page's). */
function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <NavigationContext.Provider value={navigate}>{children}</NavigationContext.Provider>;
}

/** A panel's own screen under the department's Today summary and oversight links. */
function withSummary(screen: ReactNode) {
  return (
    <>
      <OversightSummary />
      {screen}
    </>
  );
}

function area(designation: Designation) {
  return (
    <RequireDesignation designation={designation}>
      <Suspense fallback={<Waiting />}>
        <AppLayout />
      </Suspense>
    </RequireDesignation>
  );
}

/**
 * The route table of spec section 2. Any other path goes to /login. Made when the app starts
 * (app/start.tsx), at the path of that moment: the light login page starts it after a sign-in.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      element: (
        <SessionProvider>
          <RouterNavigation>
            <Outlet />
          </RouterNavigation>
        </SessionProvider>
      ),
      children: [
        { path: '/', element: <SplashPage /> },
        {
          path: '/login',
          element: (
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          ),
        },
        {
          path: '/register',
          element: (
            <PublicOnly>
              <Suspense fallback={<Waiting />}>
                <RegisterPage />
              </Suspense>
            </PublicOnly>
          ),
        },
        {
          path: '/admin',
          element: area('Admin'),
          children: [
            { index: true, element: withSummary(<StudentRecords />) },
            { path: 'students', element: <StudentRecords /> },
            { path: 'addstudent', element: <AddStudent /> },
            { path: 'updatebatch', element: <UpdateBatch /> },
            { path: 'updateinactive', element: <MarkInactive /> },
            { path: 'addsubject', element: <AddSubject /> },
            { path: 'subjectlist', element: <SubjectList /> },
            { path: 'subjectallocation', element: <SubjectAllocation /> },
            { path: 'subjectallocatedlist', element: <SubjectAllocatedList /> },
            { path: 'cumulativeattendance', element: <Cumulative /> },
            { path: 'approvals', element: <Approvals /> },
            { path: 'importstudents', element: <ImportStudents /> },
            { path: 'importsubjects', element: <ImportSubjects /> },
            { path: 'importallocations', element: <ImportAllocations /> },
            { path: 'today', element: <Today /> },
            { path: 'shortage', element: <Shortage /> },
            { path: 'absences', element: <Absences /> },
            { path: 'calendar', element: <Calendar /> },
            { path: 'completion', element: <Completion /> },
            { path: 'security', element: <Security /> },
            { path: 'tokens', element: <Tokens /> },
            { path: 'family', element: <FamilyAdmin /> },
            { path: 'alerts', element: <AlertsAdmin /> },
            { path: 'requests', element: <Requests /> },
          ],
        },
        {
          path: '/hodpannel',
          element: area('HOD'),
          children: [
            { index: true, element: withSummary(<Assign />) },
            { path: 'assignedlist', element: <AssignedList /> },
            { path: 'deleteassignedlist', element: <DeleteAssignedList /> },
            { path: 'corrections', element: <Corrections /> },
            { path: 'cumulativeattendance', element: <Cumulative /> },
            { path: 'approvals', element: <Approvals /> },
            { path: 'today', element: <Today /> },
            { path: 'shortage', element: <Shortage /> },
            { path: 'absences', element: <Absences /> },
            { path: 'timetable', element: <Timetable /> },
            { path: 'importtimetable', element: <ImportTimetable /> },
            { path: 'importtimetablegrid', element: <GridImport /> },
            { path: 'completion', element: <Completion /> },
            { path: 'security', element: <Security /> },
            { path: 'requests', element: <Requests /> },
          ],
        },
        {
          path: '/staffpannel',
          element: area('Subject_Staff'),
          children: [
            { index: true, element: <MarkAttendance /> },
            { path: 'viewattendance', element: <ViewAttendance /> },
            { path: 'security', element: <Security /> },
          ],
        },
        {
          path: ENROL_PATH,
          element: (
            <Suspense fallback={<Waiting />}>
              <EnrolPasskey />
            </Suspense>
          ),
        },
        ...familyRoutes,
        { path: '*', element: <Navigate to="/login" replace /> },
      ],
    },
  ]);
