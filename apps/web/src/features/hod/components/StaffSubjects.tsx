import { Fieldset, Group, List, Text } from '@mantine/core';
import type { AssignmentDto } from '@attendance/domain';
import { classLabel } from '../format';
import { LoadState } from '../../../components/LoadState';
import { StatusBadge } from './StatusBadge';
import { useT } from '../../../lib/i18n/use-t';

interface Props {
  staffName: string | undefined;
  assignments: readonly AssignmentDto[];
  loading: boolean;
  error: string;
}

/** The subjects the chosen staff member already holds. */
export function StaffSubjects({ staffName, assignments, loading, error }: Props) {
  const t = useT();
  return (
    <Fieldset legend={t('hod.staffSubjects.legend')} variant="filled" data-testid="staff-subjects">
      {!staffName ? (
        <Text size="sm">{t('hod.staffSubjects.pick')}</Text>
      ) : (
        <LoadState
          loading={loading}
          error={error}
          empty={assignments.length === 0}
          emptyText={t('hod.staffSubjects.none', { name: staffName })}
          label={t('hod.what.assigned')}
        >
          <List
            spacing="xs"
            listStyleType="none"
            aria-label={t('hod.staffSubjects.listLabel', { name: staffName })}
          >
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
