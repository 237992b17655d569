import { useState } from 'react';
import { Group, Select, Stack, Title } from '@mantine/core';
import { ExcelButton } from '../../../components/ExcelButton';
import { ReportPdfButton } from '../../../components/ReportPdfButton';
import { useT } from '../../../lib/i18n/use-t';
import { nameFilter } from '../../../lib/name-filter';
import { useCampus } from '../../../lib/use-campus';
import { useStaffWeek } from '../api/timetable';

/** The HOD picks a staff member of the department and downloads that person's week. */
export function StaffWeekDownloads({
  staff,
}: {
  staff: readonly { staffID: number; staffName: string; staffCode: string }[];
}) {
  const t = useT();
  const campus = useCampus();
  const [chosen, setChosen] = useState<string | null>(null);
  const staffID = chosen === null ? null : Number(chosen);
  const week = useStaffWeek(staffID);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('week.staffWeek.title')}
      </Title>
      <Group align="flex-end" wrap="wrap">
        <Select
          label={t('week.staffWeek.member')}
          placeholder={t('week.staffWeek.choose')}
          data={staff.map((s) => ({
            value: String(s.staffID),
            label: `${s.staffName} (${s.staffCode})`,
          }))}
          value={chosen}
          onChange={setChosen}
          searchable
          filter={nameFilter(campus.data?.locale)}
          w={280}
        />
        <ReportPdfButton
          kind="staffWeek"
          input={week.data ? { week: week.data } : null}
          label={t('week.staffWeek.pdf')}
        />
        <ExcelButton
          path="/api/week/staff-week.xlsx"
          query={{ staffID }}
          disabled={staffID === null}
        />
      </Group>
    </Stack>
  );
}
