import { Fieldset, Group, List, Text } from '@mantine/core';
import type { AssignmentDto } from '@attendance/domain';
import { classLabel } from '../format';
import { LoadState } from '../../../components/LoadState';
import { StatusBadge } from './StatusBadge';

interface Props {
  staffName: string | undefined;
  assignments: readonly AssignmentDto[];
  loading: boolean;
  error: string;
}

/** The subjects the chosen staff member already holds. */
export function StaffSubjects({ staffName, assignments, loading, error }: Props) {
  return (
    <Fieldset legend="Already assigned" variant="filled" data-testid="staff-subjects">
      {!staffName ? (
        <Text size="sm">Select a staff to see their subjects.</Text>
      ) : (
        <LoadState
          loading={loading}
          error={error}
          empty={assignments.length === 0}
          emptyText={`No subjects assigned to ${staffName} yet.`}
          label="assigned subjects"
        >
          <List spacing="xs" listStyleType="none" aria-label={`Subjects assigned to ${staffName}`}>
            {assignments.map(({ id, subject, status }) => (
              <List.Item key={id}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500}>
                      {subject.subjectCode} – {subject.subjectName}
                    </Text>
                    <Text size="xs">{classLabel(subject)}</Text>
                  </div>
                  <StatusBadge active={status} />
                </Group>
              </List.Item>
            ))}
          </List>
        </LoadState>
      )}
    </Fieldset>
  );
}
