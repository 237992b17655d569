import { List, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { GridImportAnswer } from '@attendance/domain';
import { useT } from '../../../lib/i18n/use-t';

interface Props {
  answer: GridImportAnswer;
  onConfirm: (text: string, subjectCode: string) => void;
}

/**
 * The texts of the grids no subject matched, each with the subjects it may mean: the HOD's
 * choice is kept for the department once imported, so the next grid reads it by itself.
 */
export function GridAbbreviations({ answer, onConfirm }: Props) {
  const t = useT();
  if (answer.unknown.length === 0 && answer.abbreviations.length === 0) return null;
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('week.abbr.title')}
        </Title>
        {answer.unknown.length > 0 && <Text size="sm">{t('week.abbr.unknownHelp')}</Text>}
        {answer.unknown.map((unknown) => (
          <Select
            key={unknown.text}
            label={t('week.abbr.means', { text: unknown.text })}
            description={t('week.abbr.cells', {
              cells: unknown.cells.slice(0, 4).join(', '),
              more: Math.max(0, unknown.cells.length - 4),
            })}
            placeholder={t('week.abbr.choose')}
            data={unknown.choices.map((c) => ({
              value: c.subjectCode,
              label: `${c.subjectCode} ${c.subjectName}`,
            }))}
            onChange={(code) => code && onConfirm(unknown.text, code)}
            searchable
            maw={480}
          />
        ))}
        {answer.abbreviations.length > 0 && (
          <List size="sm" data-testid="grid-abbreviations" aria-label={t('week.abbr.used')}>
            {answer.abbreviations.map((a) => (
              <List.Item key={a.text}>
                {t('week.abbr.line', { text: a.text, code: a.subjectCode, source: a.source })}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
