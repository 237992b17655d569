/** The class's first frame in the teacher shell: only the rows one screen can show (issue 56). */

/** The rows' least height (StudentRow.module.css: min-height 2.75rem). */
const ROW_MIN_REM = 2.75;
/** The attribute that keeps a row's content out of the first frame (teacher-shell.css). */
const LATER = 'data-shell-later';
/** Draws a row of the first screen in the layout its task forces (teacher-shell.css). */
const FIRST = 'data-shell-first';

/**
 * The most rows one screen can show: each is at least ROW_MIN_REM tall. Read on a tap, before
 * the page changes, so that reading the sizes forces no style or layout work.
 */
export function rowsOnOneScreen(): number {
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  return Math.ceil(window.innerHeight / (ROW_MIN_REM * rem)) + 1;
}

/**
 * The rows below the first screen are left out of the frame that draws the class (issue 56):
 * content-visibility: auto still styled, laid out and painted about 35 rows of 60 in it (its
 * margin reaches well below the screen), most of the installed start's last frame on a slow
 * phone. The heading is scrolled to the top, so no row past the first screenful can show in
 * that frame; each keeps its place (its least height) and gets its content back once the frame
 * is drawn (then content-visibility: auto, as in the app). The first screenful's rows are
 * content-visibility: visible for that frame: as auto they were skipped by the layout the
 * heading's scroll forces, then styled and laid out by the frame in a second pass (issue 56,
 * eighth session).
 */
export function drawLater(panel: HTMLElement, screenful: number) {
  const marked = Array.from(panel.querySelectorAll<HTMLElement>('[data-row-index]')).map(
    (row, index) => {
      const mark = index < screenful ? FIRST : LATER;
      row.setAttribute(mark, '');
      return { row, mark };
    },
  );
  if (marked.length === 0) return;
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const { row, mark } of marked) row.removeAttribute(mark);
    }),
  );
}
