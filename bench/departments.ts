import type { Designation } from '@attendance/domain';
import { FEMALE_NAMES, INITIALS, MALE_NAMES } from '../apps/api/src/modules/demo/demo.data';
import { mulberry32, phone, pick } from '../apps/api/src/modules/demo/demo.helpers';
import type {
  BatchPlan,
  DepartmentPlan,
  Shape,
  StaffPlan,
  StudentPlan,
  SubjectKind,
  SubjectPlan,
} from './campus';

/**
 * One department of the benchmark campus: an Admin, a HOD and 41 teachers; four batches, each
 * with five core subjects, a common one, three electives and three lab sections (the 60-student
 * classes), taught once a day each in an eight-slot timetable.
 */
const TEACHERS_PER_DEPARTMENT = 41;
const SEED = 0x0be7c5;
const BATCHES = [
  { year: 1, semester: 2, entry: 2025 },
  { year: 2, semester: 4, entry: 2024 },
  { year: 3, semester: 6, entry: 2023 },
  { year: 4, semester: 8, entry: 2022 },
];
const CORE_NAMES = [
  'Engineering Mathematics',
  'Data Structures',
  'Digital Systems',
  'Signals and Systems',
  'Thermodynamics',
  'Network Theory',
  'Control Engineering',
  'Operating Systems',
  'Machine Design',
  'Database Systems',
  'Fluid Mechanics',
];

export function planDepartment(
  code: string,
  index: number,
  shape: Shape,
  ids: { staff: number; student: number; subject: number },
): DepartmentPlan {
  const random = mulberry32(SEED + index);
  const member = (designation: Designation, name: string): StaffPlan => {
    const id = (ids.staff += 1);
    const staffCode = `STF${String(id).padStart(4, '0')}`;
    return {
      id,
      code: staffCode,
      name,
      department: code,
      designation,
      email: `${staffCode.toLowerCase()}@bench.college`,
      idCard: `ID-${staffCode}`,
      phone: phone(random),
    };
  };
  const personName = () =>
    `${pick(random, [...MALE_NAMES, ...FEMALE_NAMES])} ${pick(random, INITIALS)}`;
  const admin = member('Admin', `${personName()} (Admin)`);
  const hod = member('HOD', `Dr. ${personName()}`);
  const teachers = Array.from({ length: TEACHERS_PER_DEPARTMENT }, () =>
    member('Subject_Staff', personName()),
  );
  const prefix = code.replace(/[^A-Z]/g, '').slice(0, 3);
  let taught = 0;
  const nextTeacher = () => teachers[taught++ % teachers.length] as StaffPlan;

  const batches = BATCHES.map(({ year, semester, entry }) => {
    const batch: BatchPlan = {
      name: `${code}${entry}-${entry + 4}`,
      year,
      semester,
      department: code,
      students: [],
      subjects: [],
      slots: [],
    };
    batch.students = Array.from({ length: shape.studentsPerBatch }, (_, i) => {
      const female = random() < 0.45;
      return {
        id: (ids.student += 1),
        registerNumber: `${entry % 100}${code}${String(i + 1).padStart(3, '0')}`,
        name: `${pick(random, female ? FEMALE_NAMES : MALE_NAMES)} ${pick(random, INITIALS)}`,
        gender: female ? 'Female' : 'Male',
        studentNumber: phone(random),
        parentNumber: phone(random),
        // About one student in eight falls under the 75% line.
        presence: random() < 0.12 ? 0.55 + random() * 0.15 : 0.86 + random() * 0.12,
      };
    });
    const third = shape.studentsPerBatch / 3;
    const shuffled = shuffle(batch.students, random);
    const subject = (
      kind: SubjectKind,
      subjectCode: string,
      name: string,
      students: StudentPlan[],
    ): SubjectPlan => {
      const planned: SubjectPlan = {
        id: (ids.subject += 1),
        code: subjectCode,
        name,
        kind,
        department: kind === 'common' ? 'all' : code,
        owner: code,
        batch,
        students,
        teacher: nextTeacher(),
      };
      batch.subjects.push(planned);
      return planned;
    };
    const cores = [1, 2, 3, 4, 5].map((n) =>
      subject('core', `${prefix}${semester}0${n}`, pick(random, CORE_NAMES), batch.students),
    );
    const common = subject('common', `HS${semester}01`, 'Professional Ethics', batch.students);
    const electives = [1, 2, 3].map((n) =>
      subject(
        'elective',
        `${prefix}${semester}E${n}`,
        `Elective ${n}`,
        shuffled.slice((n - 1) * third, n * third),
      ),
    );
    const labs = ['A', 'B', 'C'].map((section, n) =>
      subject(
        'lab',
        `${prefix}${semester}L${section}`,
        `Laboratory, section ${section}`,
        batch.students.slice(n * third, (n + 1) * third),
      ),
    );
    batch.slots = [...cores.map((s) => [s]), [common], electives, labs];
    return batch;
  });
  return { code, index, admin, hod, teachers, batches };
}

function shuffle<T>(list: T[], random: () => number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
