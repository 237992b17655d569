import { List, Paper, Select, Stack, Text, Title } from '@mantine/core';
import type { GridImportAnswer } from '@attendance/domain';

interface Props {
  answer: GridImportAnswer;
  onConfirm: (text: string, subjectCode: string) => void;
}

/**
 * The texts of the grids no subject matched, each with the subjects it may mean: the HOD's
 * choice is kept for the department once imported, so the next grid reads it by itself.
 */
export function GridAbbreviations({ answer, onConfirm }: Props) {
  if (answer.unknown.length === 0 && answer.abbreviations.length === 0) return null;
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Abbreviations
        </Title>
        {answer.unknown.length > 0 && (
          <Text size="sm">
            These texts name no subject by code or name. Choose the subject each one means; it is
            remembered for your department once you import.
          </Text>
        )}
        {answer.unknown.map((unknown) => (
          <Select
            key={unknown.text}
            label={`‘${unknown.text}’ means`}
            description={`In ${unknown.cells.slice(0, 4).join(', ')}${unknown.cells.length > 4 ? ` and ${unknown.cells.length - 4} more` : ''}`}
            placeholder="Choose the subject"
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
          <List size="sm" data-testid="grid-abbreviations" aria-label="Abbreviations used">
            {answer.abbreviations.map((a) => (
              <List.Item key={a.text}>
                {a.text} = {a.subjectCode}
                {a.source === 'remembered' ? ' (remembered)' : ' (confirmed now)'}
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
