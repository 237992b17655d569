import type { jsPDF } from 'jspdf';
import type {
  AttendanceViewRecord,
  CampusInfo,
  Corrected,
  CountingPolicy,
  CumulativeData,
  StudentDto,
} from '@attendance/domain';
import type { ReportLabels } from './labels';

/** The campus fields the letterhead needs; the CampusInfo of GET /api/campus fits as it is. */
export interface ReportCampus extends Pick<CampusInfo, 'name' | 'address' | 'departments'> {
  /** Dates on the reports are the campus calendar date when the zone is known. */
  timezone?: string;
  logoUrl?: string;
  /** A PNG or JPEG data URL; downloadReport fills it from logoUrl when it is missing. */
  logoDataUrl?: string;
}

export interface ReportBase {
  campus: ReportCampus;
  /** Department code of the report (the signed-in staff's), printed by its full name. */
  department: string;
  /** The moment of generation; tests fix it, screens leave it out. */
  now?: Date;
  /** The report's words in the reader's language (labels.ts); English when left out. */
  labels?: ReportLabels;
}

export type ReportResult =
  { ok: true; doc: jsPDF; fileName: string } | { ok: false; message: string };

export type ReportStudent = Pick<
  StudentDto,
  | 'registerNumber'
  | 'studentName'
  | 'batch'
  | 'year'
  | 'semester'
  | 'department'
  | 'gender'
  | 'type'
  | 'studentNumber'
  | 'parentNumber'
  | 'active'
>;

export interface StudentListInput extends ReportBase {
  staffName: string;
  /** The chosen batch; '' when none is chosen yet. */
  batch: string;
  /** GET /api/admin/students as answered; the builder keeps the batch's active students. */
  students: readonly ReportStudent[];
}

/** One subject of GET /api/admin/allocations (extra fields are ignored). */
export interface ReportAllocatedSubject {
  subjectCode: string;
  subjectName: string;
  isCommon: boolean;
  assignedStaff: { staffName: string } | null;
}

export interface ReportStudentAllocations {
  studentName: string;
  registerNumber: string;
  batch: string;
  year: number;
  semester: number;
  allocatedSubjects: readonly ReportAllocatedSubject[];
}

export interface SubjectAllocationInput extends ReportBase {
  /** The batch filter; '' means every batch (the file name then says All). */
  batch: string;
  allocations: readonly ReportStudentAllocations[];
}

export interface AttendanceViewInput extends ReportBase {
  subjectCode: string;
  subjectName: string;
  /** Falls back to the facultyName of the first record. */
  staffName?: string;
  /** Effective statuses, the submitted one kept where an approved request corrected it. */
  records: readonly Corrected<AttendanceViewRecord>[];
  batch?: string;
  year?: number;
  semester?: number;
  startDate?: string;
  endDate?: string;
  /** The screen's 'only students under 75%' toggle. */
  lowOnly?: boolean;
}

export interface CumulativeInput extends ReportBase {
  /** The chosen date, YYYY-MM-DD. */
  date: string;
  /** The data field of GET /api/attendance/cumulative. */
  data: CumulativeData;
  /** The statuses the department counts as attended (its counting policy; none: P and OD). */
  counted?: CountingPolicy;
  batch?: string;
  year?: number;
  semester?: number;
}
