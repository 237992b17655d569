import { Link, Navigate, useParams } from 'react-router';
import { Anchor, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { ATTENDANCE_STATUS_LABELS } from '@attendance/domain';
import { StatusText } from '../../components/StatusText';
import { ApiError } from '../../lib/api';
import { useFamilySubject } from './api';
import { MonthCalendar } from './components/MonthCalendar';
import { FamilyFrame } from './FamilyFrame';

/** Every held period of one subject, newest first, with a month calendar on a phone. */
export default function FamilySubjectPage() {
  const params = useParams();
  const studentID = Number(params.studentID);
  const subjectID = Number(params.subjectID);
  const subject = useFamilySubject(studentID, subjectID);
  if (subject.error instanceof ApiError && subject.error.status === 401) {
    return <Navigate to="/family" replace />;
  }
  return (
    <FamilyFrame>
      <Anchor component={Link} to={`/family/home?child=${studentID}`}>
        Back to all subjects
      </Anchor>
      {subject.isPending && <Loader size="sm" aria-label="Loading periods" />}
      {subject.error && (
        <StatusText
          text={
            subject.error instanceof ApiError ? subject.error.message : 'No answer from the server.'
          }
          error
        />
      )}
      {subject.data && (
        <Stack gap="sm">
          <Title order={1} size="h3">
            {subject.data.subjectName} ({subject.data.subjectCode})
          </Title>
          {subject.data.periods.length === 0 ? (
            <Text>No period held yet.</Text>
          ) : (
            <>
              <MonthCalendar
                periods={subject.data.periods}
                subjectName={subject.data.subjectName}
              />
              <Table striped aria-label={`${subject.data.subjectName} periods, newest first`}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Period</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Marked by</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {subject.data.periods.map((p) => (
                    <Table.Tr key={`${p.date}-${p.period}`} data-testid="held-period">
                      <Table.Td>{p.date}</Table.Td>
                      <Table.Td>P{p.period}</Table.Td>
                      <Table.Td>
                        {ATTENDANCE_STATUS_LABELS[p.effectiveStatus]}
                        {p.correction ? ` (${p.correction})` : ''}
                        {p.voided ? ' (voided: does not count)' : ''}
                      </Table.Td>
                      <Table.Td>{p.markedBy}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </>
          )}
        </Stack>
      )}
    </FamilyFrame>
  );
}
