import { buildAttendanceView } from './attendance-view';
import { buildCumulative } from './cumulative';
import type { ReportInputs, ReportKind } from './index';
import { buildAbsencesReport, buildShortageReport } from './oversight';
import { buildTodayReport } from './today';
import type { WorkerAnswer, WorkerRequest } from './off-thread';
import { buildStudentList } from './student-list';
import { buildSubjectAllocation } from './subject-allocation';
import { prepareWithEngine } from './text/load';
import type { ReportResult } from './types';
import { buildClassTimetable, buildCompletion, buildStaffWeek } from './week';

// Runs in a Web Worker (off-thread.ts starts it): a semester's View Attendance or a campus's
// student list takes seconds of jsPDF work on a phone, which would freeze the page.

const builders: { [K in ReportKind]: (input: ReportInputs[K]) => ReportResult } = {
  studentList: buildStudentList,
  subjectAllocation: buildSubjectAllocation,
  attendanceView: buildAttendanceView,
  cumulative: buildCumulative,
  oversightToday: buildTodayReport,
  shortage: buildShortageReport,
  absences: buildAbsencesReport,
  classTimetable: buildClassTimetable,
  staffWeek: buildStaffWeek,
  completion: buildCompletion,
};

function answer(message: WorkerAnswer, transfer: Transferable[] = []): void {
  postMessage(message, { transfer });
}

onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const { kind, input } = event.data;
  try {
    await prepareWithEngine(input);
    const result = (builders[kind] as (input: unknown) => ReportResult)(input);
    if (!result.ok) return answer({ ok: false, message: result.message });
    const bytes = result.doc.output('arraybuffer');
    answer({ ok: true, fileName: result.fileName, bytes }, [bytes]);
  } catch (error) {
    answer({ failed: String(error) });
  }
};
