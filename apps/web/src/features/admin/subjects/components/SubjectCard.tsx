import { Badge, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { editFields, type EditProps } from './EditFields';
import { ReadActions, type ReadProps } from './ReadActions';
import { useT } from '../../../../lib/i18n/use-t';

interface Props extends ReadProps {
  index: number;
  /** Set while this subject is being edited. */
  edit?: EditProps;
}

function Line({ label, value }: { label: string; value: string | number }) {
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{' '}
      {value}
    </Text>
  );
}

/** A subject on a phone: the table's columns as lines of a card, the editor with its labels. */
export function SubjectCard({ index, edit, ...read }: Props) {
  const t = useT();
  const { subject } = read;
  const field = edit && editFields(edit, true);
  return (
    <Card withBorder padding="sm" component="li" data-testid={`subject-row-${subject.subjectID}`}>
      {field ? (
        <Stack gap="xs">
          <Line
            label={t('admin.subjectList.sNo')}
            value={t('admin.subjectList.numberAndId', { number: index + 1, id: subject.subjectID })}
          />
          {field.code}
          {field.name}
          {field.batch}
          <SimpleGrid cols={2}>
            {field.year}
            {field.semester}
          </SimpleGrid>
          {field.elective}
          {field.message}
          {field.actions}
        </Stack>
      ) : (
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={700}>
              {index + 1}. {subject.subjectCode} — {subject.subjectName}
            </Text>
            {subject.isCommon && (
              <Badge size="sm" variant="outline" color="gray">
                {t('admin.common')}
              </Badge>
            )}
          </Group>
          <Line label={t('admin.subjectList.subjectId')} value={subject.subjectID} />
          <Line label={t('admin.field.batch')} value={subject.batch} />
          <Line
            label={t('admin.subjectList.yearSemester')}
            value={`${subject.year} / ${subject.semester}`}
          />
          <Line
            label={t('admin.elective')}
            value={subject.isElective ? t('admin.yes') : t('admin.no')}
          />
          <Group mt={4}>
            <ReadActions {...read} />
          </Group>
        </Stack>
      )}
    </Card>
  );
}
