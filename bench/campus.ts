import { DEFAULT_DEPARTMENTS, type Designation } from '@attendance/domain';
import { planDepartment } from './departments';

/**
 * The benchmark campus, derived from the scale alone: the generator writes it and the bench
 * finds its staff, subjects and students here without asking the database. Every id is chosen
 * here, in a fixed order, so the same scale always gives the same rows.
 */
export const PERIODS = 8;
export const TIMEZONE = 'Asia/Kolkata';
/** A Monday long past, so that every date of the semester may still be marked. */
export const SEMESTER_START = '2026-01-05';
const FULL_STUDENTS = 180;
const FULL_DAYS = 90;
/**
 * `unit` shrinks one department (class size and days, each by its square root, so a tiny campus
 * keeps its shape); `copies` repeats the seven departments, which is how the attendance table
 * grows tenfold while every answer of department CSE stays byte for byte the same.
 */
export interface Shape {
  key: string;
  unit: number;
  copies: number;
  studentsPerBatch: number;
  days: number;
}

export function shapeOf(scale: number, copies = Math.max(1, Math.round(scale))): Shape {
  if (!(scale > 0)) throw new Error(`--scale must be a positive number, not ${scale}`);
  const unit = Math.min(1, scale);
  const key = unit === 1 ? String(copies) : copies === 1 ? String(unit) : `${unit}x${copies}`;
  return {
    key,
    unit,
    copies,
    // Three lab sections and three electives split each batch, so keep it a multiple of 3.
    studentsPerBatch: Math.max(3, Math.round((FULL_STUDENTS * Math.sqrt(unit)) / 3) * 3),
    days: Math.max(2, Math.round(FULL_DAYS * Math.sqrt(unit))),
  };
}

export interface StaffPlan {
  id: number;
  code: string;
  name: string;
  department: string;
  designation: Designation;
  email: string;
  idCard: string;
  phone: string;
}

export interface StudentPlan {
  id: number;
  registerNumber: string;
  name: string;
  gender: 'Male' | 'Female';
  studentNumber: string;
  parentNumber: string;
  presence: number;
}

export type SubjectKind = 'core' | 'common' | 'elective' | 'lab';

export interface SubjectPlan {
  id: number;
  code: string;
  name: string;
  kind: SubjectKind;
  /** 'all' for a common subject. */
  department: string;
  owner: string;
  batch: BatchPlan;
  students: StudentPlan[];
  teacher: StaffPlan;
}

export interface BatchPlan {
  name: string;
  year: number;
  semester: number;
  department: string;
  students: StudentPlan[];
  subjects: SubjectPlan[];
  /** Eight timetable slots; a slot holds one subject, or three that run side by side. */
  slots: SubjectPlan[][];
}

export interface DepartmentPlan {
  code: string;
  index: number;
  admin: StaffPlan;
  hod: StaffPlan;
  teachers: StaffPlan[];
  batches: BatchPlan[];
}

export interface CampusPlan {
  shape: Shape;
  departments: DepartmentPlan[];
  staff: StaffPlan[];
  dates: string[];
}

export function planCampus(shape: Shape): CampusPlan {
  const ids = { staff: 0, student: 0, subject: 0 };
  const departments: DepartmentPlan[] = [];
  for (let copy = 0; copy < shape.copies; copy += 1) {
    for (const registry of DEFAULT_DEPARTMENTS) {
      const code = copy === 0 ? registry.code : `${registry.code}_${copy + 1}`;
      departments.push(planDepartment(code, departments.length, shape, ids));
    }
  }
  const staff = departments.flatMap((d) => [d.admin, d.hod, ...d.teachers]);
  return { shape, departments, staff, dates: weekdaysFrom(SEMESTER_START, shape.days) };
}

/** `count` weekdays from `first` on, in order. */
export function weekdaysFrom(first: string, count: number): string[] {
  const dates: string[] = [];
  for (let time = Date.parse(`${first}T00:00:00Z`); dates.length < count; time += 86_400_000) {
    const weekday = new Date(time).getUTCDay();
    if (weekday !== 0 && weekday !== 6) dates.push(new Date(time).toISOString().slice(0, 10));
  }
  return dates;
}

/** The subjects of a batch's timetable slot in `period` of the day numbered `day`. */
export function slotOf(batch: BatchPlan, batchIndex: number, day: number, period: number) {
  return batch.slots[(period - 1 + day + batchIndex) % PERIODS] as SubjectPlan[];
}
