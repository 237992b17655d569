import { NativeSelect, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import { ordinal, type StudentDto } from '@attendance/domain';

interface Props {
  students: readonly StudentDto[];
  batches: readonly string[];
  batch: string;
  selected: string | null;
  onBatchChange: (batch: string) => void;
  onSelect: (registerNumber: string) => void;
}

/**
 * The left panel. Students are radios of one group, so the whole list is a single Tab stop and
 * the arrow keys move through it; a long list scrolls inside the panel.
 */
export function StudentPicker({ students, batches, batch, selected, ...on }: Props) {
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Filter by batch"
        data={[{ value: '', label: 'All batches' }, ...batches]}
        value={batch}
        onChange={(e) => on.onBatchChange(e.currentTarget.value)}
      />
      {students.length === 0 ? (
        <Text c="dimmed" data-testid="no-students">
          No active students found.
        </Text>
      ) : (
        <ScrollArea.Autosize mah={{ base: 320, md: 520 }} type="auto" offsetScrollbars>
          <Radio.Group
            label="Students"
            description={`${students.length} active, by register number`}
            value={selected}
            onChange={on.onSelect}
          >
            <Stack gap="xs" mt="xs">
              {students.map((s) => (
                <Radio
                  key={s.studentID}
                  value={s.registerNumber}
                  label={`${s.registerNumber} — ${s.studentName}`}
                  description={`${s.batch} · ${ordinal(s.year)} Year · ${ordinal(s.semester)} Semester`}
                />
              ))}
            </Stack>
          </Radio.Group>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
