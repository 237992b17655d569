import { Link } from 'react-router';
import { Anchor, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import {
  BUDGET_REASONS,
  formatPercentage,
  LOW_ATTENDANCE_THRESHOLD,
  type FamilySubjectSummary,
} from '@attendance/domain';
import { statusToneClass } from '../../../components/StatusText';
import { useT } from '../../../lib/i18n/use-t';

/** The budget sentence in the person's language (issue 53), from the server's figures. */
function sentence(
  t: (key: string, values?: Record<string, unknown>) => string,
  s: FamilySubjectSummary,
) {
  const { budget, subjectName: subject } = s;
  switch (budget.kind) {
    case 'can-miss':
      return t('family.budget.canMiss', {
        count: budget.periods,
        subject,
        percent: LOW_ATTENDANCE_THRESHOLD,
      });
    case 'attend-next':
      return t('family.budget.attendNext', {
        count: budget.periods,
        subject,
        percent: LOW_ATTENDANCE_THRESHOLD,
      });
    case 'unreachable':
      return t('family.budget.unreachable', { subject, percent: budget.finalPercentage });
    case 'missing':
      if (budget.reason === BUDGET_REASONS.noTerm) return t('family.budget.noTerm');
      if (budget.reason === BUDGET_REASONS.noTimetable) return t('family.budget.noTimetable');
      return s.sentence;
  }
}

const BAND_COLOR = { eligible: 'teal', condonation: 'yellow', 'not-eligible': 'red' } as const;

/** One subject on a student's home: the counts, the line it stands against, and the budget. */
export function SubjectCard({
  subject,
  studentID,
  hodName,
}: {
  subject: FamilySubjectSummary;
  studentID: number;
  hodName: string | null;
}) {
  const t = useT();
  const short = subject.band !== 'eligible';
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={subject.subjectName}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {subject.subjectName}
          </Title>
          <Text fw={700} size="lg" data-testid="subject-percentage">
            {formatPercentage(subject.percentage)} %
          </Text>
        </Group>
        <Text size="sm">
          {t('family.card.counts', {
            code: subject.subjectCode,
            held: subject.held,
            attended: subject.attended,
          })}
        </Text>
        <Progress
          value={Math.min(100, subject.percentage)}
          color={BAND_COLOR[subject.band]}
          aria-label={t('family.card.attended', {
            subject: subject.subjectName,
            percent: formatPercentage(subject.percentage),
          })}
        />
        <Text size="sm" className={short ? statusToneClass(true) : undefined}>
          {t(`family.band.${subject.band}`)}
        </Text>
        <Text data-testid="budget-sentence">{sentence(t, subject)}</Text>
        {subject.budget.kind === 'unreachable' && hodName && (
          <Text size="sm">{t('family.card.hod', { name: hodName })}</Text>
        )}
        <Anchor
          component={Link}
          to={`/family/students/${studentID}/subjects/${subject.subjectID}`}
          size="sm"
        >
          {t('family.card.every', { subject: subject.subjectName })}
        </Anchor>
      </Stack>
    </Paper>
  );
}
