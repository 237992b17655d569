import { Select } from '@mantine/core';
import type { WeekClassDto } from '@attendance/domain';
import type { ClassRef } from '../api/timetable';

export const classId = (c: ClassRef) => `${c.batch}|${c.year}|${c.semester}`;

export function classTitle(c: ClassRef): string {
  return `${c.batch} · year ${c.year} / semester ${c.semester}`;
}

/** The department's classes, each saying whether it has a timetable yet. */
export function ClassPicker(props: {
  classes: readonly WeekClassDto[];
  value: ClassRef | null;
  onChange: (next: ClassRef | null) => void;
}) {
  return (
    <Select
      label="Class"
      placeholder="Select a class"
      data={props.classes.map((c) => ({
        value: classId(c),
        label: `${classTitle(c)}${c.hasTimetable ? '' : ' (no timetable yet)'}`,
      }))}
      value={props.value ? classId(props.value) : null}
      onChange={(id) => props.onChange(props.classes.find((c) => classId(c) === id) ?? null)}
      searchable
      nothingFoundMessage="No class found"
      maw={480}
    />
  );
}
