import { Link, Navigate, useSearchParams } from 'react-router';
import { Anchor, Center, Loader, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { StatusText } from '../../components/StatusText';
import { ApiError } from '../../lib/api';
import { useCampus } from '../../lib/use-campus';
import { useFamilyHome, useFamilySession } from './api';
import { FamilyPasskeys } from './components/FamilyPasskeys';
import { SubjectCard } from './components/SubjectCard';
import { FamilyFrame } from './FamilyFrame';

export function formatMoment(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** A student's home, for the student or a parent (who switches between their children). */
export default function FamilyHomePage() {
  const session = useFamilySession();
  const campus = useCampus();
  const [params, setParams] = useSearchParams();
  const children = session.data?.session?.children ?? [];
  const chosen = Number(params.get('child'));
  const child = children.find((c) => c.studentID === chosen) ?? children[0];
  const home = useFamilyHome(child?.studentID);

  if (session.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (!session.data?.session || !child) return <Navigate to="/family" replace />;
  if (home.error instanceof ApiError && home.error.status === 401) {
    return <Navigate to="/family" replace />;
  }
  const shown = home.data;
  return (
    <FamilyFrame>
      {children.length > 1 && (
        <NativeSelect
          label="Child"
          value={String(child.studentID)}
          onChange={(e) => setParams({ child: e.currentTarget.value })}
          data={children.map((c) => ({
            value: String(c.studentID),
            label: `${c.studentName} (${c.registerNumber})`,
          }))}
        />
      )}
      <div>
        <Title order={1} size="h3">
          {child.studentName}
        </Title>
        <Text size="sm">
          {child.registerNumber} · {child.department} · Year {child.year}, semester {child.semester}
        </Text>
      </div>
      <Anchor component={Link} to={`/family/students/${child.studentID}/requests`}>
        Ask for leave or On Duty
      </Anchor>
      {home.isPending && <Loader size="sm" aria-label="Loading attendance" />}
      {home.error && !shown && (
        <StatusText
          text={home.error instanceof ApiError ? home.error.message : 'No answer from the server.'}
          error
        />
      )}
      {shown && (
        <Stack gap="sm">
          <Text size="sm" data-testid="fetched-at">
            {shown.fromCopy ? 'Offline: the copy saved on this phone, fetched ' : 'Fetched '}
            {formatMoment(shown.home.fetchedAt, campus.data?.timezone)}
          </Text>
          {shown.home.term && (
            <Text size="sm">
              Term {shown.home.term.firstDay} to {shown.home.term.lastDay}. Lines:{' '}
              {shown.home.thresholds.lowAttendance} % eligible,{' '}
              {shown.home.thresholds.cumulativeOnDuty} % with condonation.
            </Text>
          )}
          {shown.home.subjects.length === 0 && <Text>No subjects this semester yet.</Text>}
          {shown.home.subjects.map((subject) => (
            <SubjectCard
              key={subject.subjectID}
              subject={subject}
              studentID={child.studentID}
              hodName={shown.home.hodName}
            />
          ))}
        </Stack>
      )}
      {shown && !shown.fromCopy && <FamilyPasskeys />}
    </FamilyFrame>
  );
}
