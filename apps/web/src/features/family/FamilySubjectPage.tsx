import { Link, Navigate, useParams } from 'react-router';
import { Anchor, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { StatusText } from '../../components/StatusText';
import { ApiError } from '../../lib/api';
import { useFamilySubject } from './api';
import { MonthCalendar } from './components/MonthCalendar';
import { FamilyFrame } from './FamilyFrame';
import { useT } from '../../lib/i18n/use-t';
import { statusLabels } from '../../lib/i18n/status-labels';

/** Every held period of one subject, newest first, with a month calendar on a phone. */
export default function FamilySubjectPage() {
  const t = useT();
  const labels = statusLabels(t);
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
        {t('family.backToAll')}
      </Anchor>
      {subject.isPending && <Loader size="sm" aria-label={t('family.loadingPeriods')} />}
      {subject.error && (
        <StatusText
          text={subject.error instanceof ApiError ? subject.error.message : t('family.noAnswer')}
          error
        />
      )}
      {subject.data && (
        <Stack gap="sm">
          <Title order={1} size="h3">
            {subject.data.subjectName} ({subject.data.subjectCode})
          </Title>
          {subject.data.periods.length === 0 ? (
            <Text>{t('family.noPeriod')}</Text>
          ) : (
            <>
              <MonthCalendar
                periods={subject.data.periods}
                subjectName={subject.data.subjectName}
              />
              <Table
                striped
                aria-label={t('family.periodsOf', { subject: subject.data.subjectName })}
              >
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('family.date')}</Table.Th>
                    <Table.Th>{t('family.period')}</Table.Th>
                    <Table.Th>{t('family.status')}</Table.Th>
                    <Table.Th>{t('family.markedBy')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {subject.data.periods.map((p) => (
                    <Table.Tr key={`${p.date}-${p.period}`} data-testid="held-period">
                      <Table.Td>{p.date}</Table.Td>
                      <Table.Td>P{p.period}</Table.Td>
                      <Table.Td>
                        {labels[p.effectiveStatus]}
                        {p.correction ? ` (${p.correction})` : ''}
                        {p.voided ? ` ${t('family.voided')}` : ''}
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
