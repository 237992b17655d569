import { Alert, List } from '@mantine/core';
import type { PresetDto } from '@attendance/domain';
import type { ClassStudent } from '../api/attendance';
import { useT } from '../../../lib/i18n/use-t';

/** Who is pre-set from an approved request for this period, and why. */
export function PresetNotice({
  covering,
  students,
}: {
  covering: ReadonlyMap<string, PresetDto>;
  students: readonly ClassStudent[];
}) {
  const t = useT();
  if (covering.size === 0) return null;
  const names = new Map(students.map((s) => [s.registerNumber, s.studentName]));
  return (
    <Alert color="blue" title={t('staff.preset.title')} data-testid="presets">
      <List size="sm">
        {[...covering.values()].map((preset) => (
          <List.Item key={preset.registerNumber} data-testid="preset">
            {names.get(preset.registerNumber) ?? preset.registerNumber} ({preset.registerNumber}):{' '}
            {preset.label}
          </List.Item>
        ))}
      </List>
      {t('staff.preset.note')}
    </Alert>
  );
}
