import type { AttendanceStatus, ClassStudentDto } from '@attendance/domain';
import { studentRowsHtml } from '../components/marking/student-rows';
import { statusOf, type Marks } from '../lib/marks';

/**
 * The class's rows as the marking screen writes them (studentRowsHtml), built by cloning
 * (issue 56): one row is parsed from that HTML, then copied once per student with its texts,
 * ids, radio names and status set. The HTML parser building the 60 rows (~1,300 elements, 300
 * labelled radios) was the largest script of the tap's task in a traced installed start; a clone
 * copies the parsed nodes without tokenizing the text or reading the attributes again. Each row
 * has the same elements and attributes as the parsed HTML would give it.
 */
export function classRows(
  students: readonly Pick<ClassStudentDto, 'registerNumber' | 'studentName'>[],
  marks: Marks,
  prefix: string,
  labels: Record<AttendanceStatus, string>,
): DocumentFragment {
  const rows = document.createDocumentFragment();
  // A detached element of this document: its rows need no adopting, and no script can run.
  const parsed = document.createElement('div');
  parsed.innerHTML = studentRowsHtml([{ registerNumber: '', studentName: '' }], {}, prefix, labels);
  const model = parsed.firstElementChild as HTMLElement;
  const modelStatus = model.dataset.status;
  students.forEach(({ registerNumber, studentName }, index) => {
    const row = model.cloneNode(true) as HTMLElement;
    // The row's parts by place (student-rows.ts): who it is, then the radio group.
    const who = row.firstElementChild as HTMLElement;
    const options = row.lastElementChild as HTMLElement;
    const group = `${prefix}-s${index}`;
    const status = statusOf(marks, registerNumber);
    row.dataset.rowIndex = String(index);
    row.dataset.register = registerNumber;
    who.id = `${group}-name`;
    who.firstElementChild!.textContent = studentName;
    who.lastElementChild!.textContent = registerNumber;
    options.setAttribute('aria-labelledby', who.id);
    for (const input of options.getElementsByTagName('input')) {
      // Named before its check is set, so that the group it joins is the row's own.
      input.name = group;
      if (status !== modelStatus) input.defaultChecked = input.value === status;
    }
    if (status !== modelStatus) row.dataset.status = status;
    rows.append(row);
  });
  return rows;
}
