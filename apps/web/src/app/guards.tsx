import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Center, Loader } from '@mantine/core';
import type { Designation } from '@attendance/domain';
import { homeOf, useSession } from '../lib/session';
import { ENROL_PATH, passkeyEnrolmentPending } from '../lib/enrolment';
import { useT } from '../lib/i18n/use-t';

/** A whole-screen loader: the session check, or a screen's code on its way. */
export function Waiting() {
  const t = useT();
  return (
    <Center h="100vh">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** A screen for one designation; anyone else goes to /login. */
export function RequireDesignation({
  designation,
  children,
}: {
  designation: Designation;
  children: ReactNode;
}) {
  const { staff, loading } = useSession();
  if (loading) return <Waiting />;
  if (!staff || staff.designation !== designation) return <Navigate to="/login" replace />;
  if (passkeyEnrolmentPending()) return <Navigate to={ENROL_PATH} replace />;
  return children;
}

/** Login and Register: a signed-in user goes to their home instead. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { staff, loading } = useSession();
  if (loading) return <Waiting />;
  if (staff) {
    const next = passkeyEnrolmentPending() ? ENROL_PATH : homeOf(staff.designation);
    return <Navigate to={next} replace />;
  }
  return children;
}
