import { Link } from 'react-router';
import { Anchor, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import {
  ELIGIBILITY_BAND_LABELS,
  formatPercentage,
  type FamilySubjectSummary,
} from '@attendance/domain';
import { statusToneClass } from '../../../components/StatusText';

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
          {subject.subjectCode} · Held {subject.held} · Attended {subject.attended}
        </Text>
        <Progress
          value={Math.min(100, subject.percentage)}
          color={BAND_COLOR[subject.band]}
          aria-label={`${subject.subjectName}: ${formatPercentage(subject.percentage)} % attended`}
        />
        <Text size="sm" className={short ? statusToneClass(true) : undefined}>
          {ELIGIBILITY_BAND_LABELS[subject.band]}
        </Text>
        <Text data-testid="budget-sentence">{subject.sentence}</Text>
        {subject.budget.kind === 'unreachable' && hodName && (
          <Text size="sm">Your HOD: {hodName}.</Text>
        )}
        <Anchor
          component={Link}
          to={`/family/students/${studentID}/subjects/${subject.subjectID}`}
          size="sm"
        >
          Every {subject.subjectName} period
        </Anchor>
      </Stack>
    </Paper>
  );
}
