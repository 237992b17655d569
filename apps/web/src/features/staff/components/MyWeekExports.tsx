import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { staffWeekAnswer } from '@attendance/domain';
import { api } from '../../../lib/api';
import { ExcelButton } from '../../../components/ExcelButton';
import { ReportPdfButton } from '../../../components/ReportPdfButton';
import { useT } from '../../../lib/i18n/use-t';

/** The teacher's own week, as PDF (letterhead) and Excel. */
export function MyWeekExports() {
  const t = useT();
  const week = useQuery({
    queryKey: ['week', 'my-week'],
    queryFn: ({ signal }) => api('/api/week/my-week', { schema: staffWeekAnswer, signal }),
  });
  return (
    <Group gap="sm" align="flex-start">
      <ReportPdfButton
        kind="staffWeek"
        input={week.data ? { week: week.data } : null}
        label={t('staff.today.myWeek')}
      />
      <ExcelButton path="/api/week/my-week.xlsx" />
    </Group>
  );
}
