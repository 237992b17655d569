import { Link } from 'react-router';
import { Anchor, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatPercentage, type FamilySubjectSummary } from '@attendance/domain';
import { statusToneClass } from '../../../components/StatusText';
import { useT } from '../../../lib/i18n/use-t';
import { budgetSentence } from '../home-text';

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
        <Text data-testid="budget-sentence">{budgetSentence(t, subject)}</Text>
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
