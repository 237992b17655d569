import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { applyCorrections, campusToday, COMMON_DEPARTMENT } from '@attendance/domain';
import { useStaff } from '../../lib/session';
import { ExcelButton } from '../../components/ExcelButton';
import { StatusText } from '../../components/StatusText';
import { serverMessage } from '../../lib/api';
import { downloadReport } from '../../reports';
import { departmentName, useCampus } from '../../lib/use-campus';
import { useAllocatedSubjects, useAttendanceView, type ViewParams } from './api/attendance';
import { AttendanceMatrix } from './components/AttendanceMatrix';
import { useViewCorrections } from './api/corrections';
import { HeldPlanned } from './components/HeldPlanned';
import { buildMatrix } from './view-matrix';
import { ViewFilters, type DateRange } from './components/ViewFilters';
import { useT } from '../../lib/i18n/use-t';

function positive(text: string | null): number | undefined {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** /staffpannel/viewattendance?batch&department&semester&subjectID&year */
export default function ViewAttendancePage() {
  const t = useT();
  const staff = useStaff();
  const campus = useCampus();
  const [search] = useSearchParams();
  const subjectID = positive(search.get('subjectID'));
  const department = search.get('department') ?? '';
  const [range, setRange] = useState<DateRange>({ startDate: '', endDate: '' });
  const [lowOnly, setLowOnly] = useState(false);
  const [pdf, setPdf] = useState({ busy: false, message: '' });

  const params: ViewParams | null = subjectID
    ? {
        subjectID,
        batch: search.get('batch') ?? undefined,
        department: department || undefined,
        year: positive(search.get('year')),
        semester: positive(search.get('semester')),
        startDate: range.startDate || undefined,
        endDate: range.endDate || undefined,
      }
    : null;
  const view = useAttendanceView(params);
  const subjects = useAllocatedSubjects(staff.staffID);
  const allocated = subjects.data?.find((s) => s.subject.subjectID === subjectID);
  const first = view.data?.[0];
  const subjectCode = allocated?.subjectCode ?? first?.subjectCode ?? '';
  const subjectName = allocated?.subject.subjectName ?? first?.subjectName ?? '';

  // Effective statuses: the correction layer of approved requests over the submitted records.
  const corrections = useViewCorrections(params);
  const records = useMemo(
    () => applyCorrections(view.data ?? [], corrections.data ?? []),
    [view.data, corrections.data],
  );
  const matrix = useMemo(() => buildMatrix(records), [records]);
  const shown = useMemo(
    () => (lowOnly ? matrix.students.filter((line) => line.low) : matrix.students),
    [lowOnly, matrix.students],
  );

  async function download() {
    if (!campus.data || !view.data) return;
    setPdf({ busy: true, message: '' });
    try {
      const outcome = await downloadReport('attendanceView', {
        campus: campus.data,
        department: department && department !== COMMON_DEPARTMENT ? department : staff.department,
        subjectCode,
        subjectName,
        staffName: staff.staffName,
        records,
        startDate: range.startDate || undefined,
        endDate: range.endDate || undefined,
        lowOnly,
      });
      setPdf({ busy: false, message: outcome.ok ? '' : outcome.message });
    } catch {
      setPdf({ busy: false, message: t('staff.view.pdfFailed') });
    }
  }

  const today = campusToday(new Date(), campus.data?.timezone ?? 'UTC');
  const departmentLabel =
    department === COMMON_DEPARTMENT
      ? t('staff.view.common')
      : departmentName(campus.data, department || staff.department);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/staffpannel" size="sm">
        {t('staff.view.back')}
      </Anchor>
      <Title order={1} size="h2">
        {t('staff.view.title')}
      </Title>
      <Stack gap={2} data-testid="view-header">
        <Text>
          <b>{t('staff.view.subject')}</b> {subjectCode} {subjectName && `– ${subjectName}`}
        </Text>
        <Text>
          <b>{t('staff.view.staff')}</b> {staff.staffName}
        </Text>
        <Text>
          <b>{t('staff.view.department')}</b> {departmentLabel}
        </Text>
        {subjectID && <HeldPlanned subjectID={subjectID} />}
      </Stack>
      <ViewFilters today={today} lowOnly={lowOnly} onLowOnly={setLowOnly} onApply={setRange} />
      <Group>
        <Button
          variant="default"
          onClick={() => void download()}
          loading={pdf.busy}
          disabled={!view.data || !campus.data}
        >
          {t('common.downloadPdf')}
        </Button>
        {params && (
          <ExcelButton path="/api/reports/attendance.xlsx" query={{ ...params, lowOnly }} />
        )}
      </Group>
      <StatusText text={pdf.message} error />
      {!params ? (
        <StatusText text={t('staff.view.failed')} error />
      ) : view.isPending ? (
        <Center py="md">
          <Loader aria-label={t('staff.view.loading')} />
        </Center>
      ) : view.isError ? (
        <StatusText text={serverMessage(view.error, t('staff.view.failed'))} error />
      ) : shown.length === 0 ? (
        <StatusText text={t('staff.view.empty')} error />
      ) : (
        <AttendanceMatrix sessions={matrix.sessions} students={shown} />
      )}
    </Stack>
  );
}
