import { Alert, List } from '@mantine/core';
import type { PresetDto } from '@attendance/domain';
import type { ClassStudent } from '../api/attendance';

/** Who is pre-set from an approved request for this period, and why. */
export function PresetNotice({
  covering,
  students,
}: {
  covering: ReadonlyMap<string, PresetDto>;
  students: readonly ClassStudent[];
}) {
  if (covering.size === 0) return null;
  const names = new Map(students.map((s) => [s.registerNumber, s.studentName]));
  return (
    <Alert color="blue" title="Pre-set from approved requests" data-testid="presets">
      <List size="sm">
        {[...covering.values()].map((preset) => (
          <List.Item key={preset.registerNumber} data-testid="preset">
            {names.get(preset.registerNumber) ?? preset.registerNumber} ({preset.registerNumber}):{' '}
            {preset.label}
          </List.Item>
        ))}
      </List>
      You can still change any of them; what you submit is what counts.
    </Alert>
  );
}
