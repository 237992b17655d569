import { useState } from 'react';
import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AssignmentDto, SubmittedPeriod } from '@attendance/domain';
import { useSubmittedPeriods, type VoidAnswer } from '../api/corrections';
import { LoadState } from '../../../components/LoadState';
import { VoidDialog } from './VoidDialog';

interface Props {
  assignment: AssignmentDto;
  onVoided: (answer: VoidAnswer) => void;
}

/** The submitted periods of one staff-subject pair, newest first, each with Void. */
export function SubmittedPeriods({ assignment, onVoided }: Props) {
  const subjectId = assignment.subject.subjectID;
  const what = `${assignment.subject.subjectCode} – ${assignment.subject.subjectName}`;
  const query = useSubmittedPeriods(subjectId);
  const [voiding, setVoiding] = useState<SubmittedPeriod | null>(null);
  const periods = query.data ?? [];
  return (
    <Paper withBorder p="sm" radius="md" data-testid="submitted-periods">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Submitted periods: {what} ({assignment.staff.staffName})
        </Title>
        <LoadState
          loading={query.isPending}
          error={query.isError ? 'Failed to load submitted periods' : ''}
          empty={periods.length === 0}
          emptyText="No submitted periods count for this subject."
          label="submitted periods"
        >
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Period</Table.Th>
                  <Table.Th>Students</Table.Th>
                  <Table.Th>Faculty</Table.Th>
                  <Table.Th>Action</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {periods.map((p) => (
                  <Table.Tr key={`${p.date}/${p.period}`} data-testid="submitted-period">
                    <Table.Td>{p.date}</Table.Td>
                    <Table.Td>{p.period}</Table.Td>
                    <Table.Td>{p.count}</Table.Td>
                    <Table.Td>{p.facultyCode}</Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        aria-label={`Void ${p.date} period ${p.period}`}
                        onClick={() => setVoiding(p)}
                      >
                        Void
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </LoadState>
        {periods.length > 0 && (
          <Text size="xs" c="dimmed">
            A voided period leaves every view and report and can be marked again.
          </Text>
        )}
      </Stack>
      {voiding && (
        <VoidDialog
          subjectId={subjectId}
          what={what}
          period={voiding}
          onClose={() => setVoiding(null)}
          onVoided={(answer) => {
            setVoiding(null);
            onVoided(answer);
          }}
        />
      )}
    </Paper>
  );
}
