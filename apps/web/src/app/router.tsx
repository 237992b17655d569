import { lazy } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import type { Designation } from '@attendance/domain';
import { LoginPage } from '../features/auth/components/LoginPage';
import { RegisterPage } from '../features/auth/components/RegisterPage';
import { SplashPage } from '../features/splash/SplashPage';
import { AppLayout } from './AppLayout';
import { PublicOnly, RequireDesignation } from './guards';
import { SessionProvider } from '../lib/session';

// Each designation's screens load only when opened, so the login page stays small.
const StudentRecords = lazy(() => import('../features/admin/students/StudentRecordsPage'));
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
const Assign = lazy(() => import('../features/hod/AssignPage'));
const AssignedList = lazy(() => import('../features/hod/AssignedListPage'));
const DeleteAssignedList = lazy(() => import('../features/hod/DeleteAssignedListPage'));
const MarkAttendance = lazy(() => import('../features/staff/MarkAttendancePage'));
const ViewAttendance = lazy(() => import('../features/staff/ViewAttendancePage'));

function area(designation: Designation) {
  return (
    <RequireDesignation designation={designation}>
      <AppLayout />
    </RequireDesignation>
  );
}

/** The route table of spec section 2. Any other path goes to /login. */
export const router = createBrowserRouter([
  {
    element: (
      <SessionProvider>
        <Outlet />
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
            <RegisterPage />
          </PublicOnly>
        ),
      },
      {
        path: '/admin',
        element: area('Admin'),
        children: [
          { index: true, element: <StudentRecords /> },
          { path: 'students', element: <StudentRecords /> },
          { path: 'addstudent', element: <AddStudent /> },
          { path: 'updatebatch', element: <UpdateBatch /> },
          { path: 'updateinactive', element: <MarkInactive /> },
          { path: 'addsubject', element: <AddSubject /> },
          { path: 'subjectlist', element: <SubjectList /> },
          { path: 'subjectallocation', element: <SubjectAllocation /> },
          { path: 'subjectallocatedlist', element: <SubjectAllocatedList /> },
          { path: 'cumulativeattendance', element: <Cumulative /> },
        ],
      },
      {
        path: '/hodpannel',
        element: area('HOD'),
        children: [
          { index: true, element: <Assign /> },
          { path: 'assignedlist', element: <AssignedList /> },
          { path: 'deleteassignedlist', element: <DeleteAssignedList /> },
          { path: 'cumulativeattendance', element: <Cumulative /> },
        ],
      },
      {
        path: '/staffpannel',
        element: area('Subject_Staff'),
        children: [
          { index: true, element: <MarkAttendance /> },
          { path: 'viewattendance', element: <ViewAttendance /> },
        ],
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
]);
