import { Select } from '@mantine/core';
import type { WeekClassDto } from '@attendance/domain';
import { useT } from '../../../lib/i18n/use-t';
import type { ClassRef } from '../api/timetable';

export const classId = (c: ClassRef) => `${c.batch}|${c.year}|${c.semester}`;

export function classTitle(t: ReturnType<typeof useT>, c: ClassRef): string {
  return t('week.class.title', { batch: c.batch, year: c.year, semester: c.semester });
}

/** The department's classes, each saying whether it has a timetable yet. */
export function ClassPicker(props: {
  classes: readonly WeekClassDto[];
  value: ClassRef | null;
  onChange: (next: ClassRef | null) => void;
}) {
  const t = useT();
  return (
    <Select
      label={t('week.class.label')}
      placeholder={t('week.class.choose')}
      data={props.classes.map((c) => ({
        value: classId(c),
        label: c.hasTimetable
          ? classTitle(t, c)
          : t('week.class.withoutTimetable', { title: classTitle(t, c) }),
      }))}
      value={props.value ? classId(props.value) : null}
      onChange={(id) => props.onChange(props.classes.find((c) => classId(c) === id) ?? null)}
      searchable
      nothingFoundMessage={t('week.class.noneFound')}
      maw={480}
    />
  );
}
