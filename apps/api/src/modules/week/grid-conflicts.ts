import type { ClassKey } from '@attendance/domain';
import type { MatchedCell } from './grid-match';
import { classLabel } from './week-class';
import type { TimetableService } from './timetable.service';

/** A grid ready to store: its class, how messages name it, its matched cells. */
export interface PlannedGrid {
  cls: ClassKey;
  title: string;
  cells: MatchedCell[];
}

/**
 * Adds to each cell the conflicts refused as the week editor refuses them (a teacher in two
 * classes at once, against the weeks in force at `effectiveFrom`) and the clashes between two
 * grids of the file, each naming both cells. A class the file itself imports is compared with
 * its grid, not with the week the file replaces.
 */
export async function checkGrids(
  timetables: TimetableService,
  planned: readonly PlannedGrid[],
  effectiveFrom: string,
): Promise<void> {
  const labels = planned.map((grid) => classLabel(grid.cls));
  const busy = new Map<string, { title: string; address: string }>();
  for (const grid of planned) {
    const own = classLabel(grid.cls);
    const cellAt = new Map(grid.cells.map((cell) => [`${cell.day} P${cell.period}`, cell]));
    const cells = grid.cells
      .filter((cell) => cell.subjects.length > 0)
      .map((cell) => ({
        day: cell.day,
        period: cell.period,
        subjectIDs: cell.subjects.map((s) => s.subjectID),
      }));
    const { conflicts, warnings } = await timetables.check(grid.cls, { cells, effectiveFrom });
    for (const conflict of conflicts) {
      if (labels.some((label) => label !== own && conflict.message.includes(label))) continue;
      const cell = cellAt.get(`${conflict.day} P${conflict.period}`);
      const message = conflict.message.replace(/^(\w+ P\d+):/, `$1 (${cell?.address ?? '?'}):`);
      cell?.errors.push(`${grid.title} ${message}`);
    }
    for (const warning of warnings)
      cellAt
        .get(`${warning.day} P${warning.period}`)
        ?.warnings.push(`${grid.title} ${warning.message}`);
    for (const cell of grid.cells) {
      for (const subject of cell.subjects) {
        const staff = cell.staffOf.get(subject.subjectID);
        if (staff === null || staff === undefined) continue;
        const key = `${staff}:${cell.day}:${cell.period}`;
        const other = busy.get(key);
        if (other && other.title !== grid.title)
          cell.errors.push(
            `${grid.title} ${cell.day} P${cell.period} (${cell.address}): ${subject.staffName} already teaches ${other.title} ${cell.day} P${cell.period} (${other.address}) in this file.`,
          );
        else busy.set(key, { title: grid.title, address: cell.address });
      }
    }
  }
}
