import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { STUDENT_PAGE_SIZE, type StudentDto } from '@attendance/domain';
import { useStaff } from '../../../lib/session';
import { StatusText } from '../../../components/StatusText';
import { downloadReport } from '../../../reports';
import { useCampus } from '../../../lib/use-campus';
import { useStudents } from '../../../lib/queries/students';
import { EditStudentModal } from './components/EditStudentModal';
import { PaginationBar } from './components/PaginationBar';
import { RecordFilters } from './components/RecordFilters';
import { RecordsHeader } from './components/RecordsHeader';
import { StudentTable } from './components/StudentTable';
import { batchSummaries } from './model';
import { useT } from '../../../lib/i18n/use-t';

const yearSemesterOf = (student: StudentDto) => `${student.year} / ${student.semester}`;

/** Student records of the Admin's department (/admin and /admin/students). */
export default function StudentRecordsPage() {
  const t = useT();
  const staff = useStaff();
  const campus = useCampus();
  const students = useStudents();
  // Batch, year/semester and page live in the address, so Back and a reload keep the view.
  const [params, setParams] = useSearchParams();
  const batch = params.get('batch') ?? '';
  const yearSemester = params.get('ys') ?? '';
  const [pdf, setPdf] = useState({ busy: false, message: '' });
  const [editing, setEditing] = useState({ student: null as StudentDto | null, session: 0 });
  const [editOpen, setEditOpen] = useState(false);

  const mine = useMemo(() => students.data ?? [], [students.data]);
  const batches = useMemo(() => batchSummaries(mine), [mine]);
  const inBatch = mine.filter((s) => s.active && (!batch || s.batch === batch));
  const yearSemesters = batch
    ? [...new Set(inBatch.map(yearSemesterOf))].sort((a, b) => a.localeCompare(b, 'en'))
    : [];
  const shown = yearSemester ? inBatch.filter((s) => yearSemesterOf(s) === yearSemester) : inBatch;
  const pages = Math.max(1, Math.ceil(shown.length / STUDENT_PAGE_SIZE));
  const page = Math.min(Math.max(Math.trunc(Number(params.get('page'))) || 1, 1), pages);
  const first = (page - 1) * STUDENT_PAGE_SIZE;
  const rows = shown.slice(first, first + STUDENT_PAGE_SIZE);

  function setView(next: { batch?: string; ys?: string; page?: number }) {
    const merged = { batch, ys: yearSemester, page: String(page), ...next };
    const search = new URLSearchParams();
    if (merged.batch) search.set('batch', merged.batch);
    if (merged.ys) search.set('ys', merged.ys);
    if (Number(merged.page) > 1) search.set('page', String(merged.page));
    setParams(search, { replace: true });
  }

  async function generatePdf() {
    if (!campus.data) return;
    setPdf({ busy: true, message: '' });
    try {
      const outcome = await downloadReport('studentList', {
        campus: campus.data,
        department: staff.department,
        staffName: staff.staffName,
        batch,
        // With a year/semester chosen the PDF lists what the table lists.
        students: yearSemester ? shown : mine,
      });
      setPdf({ busy: false, message: outcome.ok ? '' : outcome.message });
    } catch {
      setPdf({ busy: false, message: t('admin.records.pdfFailed') });
    }
  }

  return (
    <Stack gap="lg">
      <RecordsHeader />
      <RecordFilters
        batches={batches}
        batch={batch}
        onBatch={(value) => {
          setPdf({ busy: false, message: '' });
          setView({ batch: value, ys: '', page: 1 });
        }}
        yearSemesters={yearSemesters}
        yearSemester={yearSemester}
        onYearSemester={(value) => setView({ ys: value, page: 1 })}
        onGeneratePdf={() => void generatePdf()}
        pdfBusy={pdf.busy}
        pdfMessage={pdf.message}
      />
      {students.isError ? (
        <StatusText text={t('admin.studentsFailed')} error />
      ) : students.isPending ? (
        <Center py="xl">
          <Group gap="sm">
            <Loader size="sm" aria-hidden />
            <Text role="status">{t('admin.records.loading')}</Text>
          </Group>
        </Center>
      ) : rows.length === 0 ? (
        <Text role="status" data-testid="empty-message">
          {t('admin.records.noData', { batch })}
        </Text>
      ) : (
        <Stack gap="sm">
          <StudentTable
            students={rows}
            firstNumber={first + 1}
            onEdit={(student) => {
              setEditing((current) => ({ student, session: current.session + 1 }));
              setEditOpen(true);
            }}
          />
          <Text size="sm" ta="center" data-testid="page-summary">
            {t('admin.records.showing', {
              first: first + 1,
              last: first + rows.length,
              count: shown.length,
            })}
          </Text>
          <PaginationBar
            page={page}
            pages={pages}
            onChange={(number) => setView({ page: number })}
          />
        </Stack>
      )}
      <EditStudentModal
        student={editing.student}
        session={editing.session}
        opened={editOpen}
        onClose={() => setEditOpen(false)}
      />
    </Stack>
  );
}
