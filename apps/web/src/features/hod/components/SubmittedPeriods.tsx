import { useState } from 'react';
import { Button, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { AssignmentDto, SubmittedPeriod } from '@attendance/domain';
import { useSubmittedPeriods, type VoidAnswer } from '../api/corrections';
import { LoadState } from '../../../components/LoadState';
import { VoidDialog } from './VoidDialog';
import { useT } from '../../../lib/i18n/use-t';

interface Props {
  assignment: AssignmentDto;
  onVoided: (answer: VoidAnswer) => void;
}

/** The submitted periods of one staff-subject pair, newest first, each with Void. */
export function SubmittedPeriods({ assignment, onVoided }: Props) {
  const t = useT();
  const subjectId = assignment.subject.subjectID;
  const what = `${assignment.subject.subjectCode} – ${assignment.subject.subjectName}`;
  const query = useSubmittedPeriods(subjectId);
  const [voiding, setVoiding] = useState<SubmittedPeriod | null>(null);
  const periods = query.data ?? [];
  return (
    <Paper withBorder p="sm" radius="md" data-testid="submitted-periods">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('hod.submitted.title', { what, name: assignment.staff.staffName })}
        </Title>
        <LoadState
          loading={query.isPending}
          error={query.isError ? t('hod.submitted.loadFailed') : ''}
          empty={periods.length === 0}
          emptyText={t('hod.submitted.none')}
          label={t('hod.what.periods')}
        >
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('hod.submitted.date')}</Table.Th>
                  <Table.Th>{t('hod.submitted.period')}</Table.Th>
                  <Table.Th>{t('hod.submitted.students')}</Table.Th>
                  <Table.Th>{t('hod.submitted.faculty')}</Table.Th>
                  <Table.Th>{t('hod.submitted.action')}</Table.Th>
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
                        aria-label={t('hod.submitted.voidLabel', {
                          date: p.date,
                          period: p.period,
                        })}
                        onClick={() => setVoiding(p)}
                      >
                        {t('hod.void.void')}
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
            {t('hod.submitted.note')}
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
