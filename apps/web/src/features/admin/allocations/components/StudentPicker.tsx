import { NativeSelect, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import type { StudentDto } from '@attendance/domain';
import { useT } from '../../../../lib/i18n/use-t';
import { classLine } from '../../class-line';

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
  const t = useT();
  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('admin.filterByBatch')}
        data={[{ value: '', label: t('admin.allBatches') }, ...batches]}
        value={batch}
        onChange={(e) => on.onBatchChange(e.currentTarget.value)}
      />
      {students.length === 0 ? (
        <Text c="dimmed" data-testid="no-students">
          {t('admin.allocations.noStudents')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={{ base: 320, md: 520 }} type="auto" offsetScrollbars>
          <Radio.Group
            label={t('admin.studentsLabel')}
            description={t('admin.allocations.activeByRegister', { count: students.length })}
            value={selected}
            onChange={on.onSelect}
          >
            <Stack gap="xs" mt="xs">
              {students.map((s) => (
                <Radio
                  key={s.studentID}
                  value={s.registerNumber}
                  label={`${s.registerNumber} — ${s.studentName}`}
                  description={classLine(t, s)}
                />
              ))}
            </Stack>
          </Radio.Group>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
