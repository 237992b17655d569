import type { jsPDF } from 'jspdf';
import { sameDepartment, type Department } from '@attendance/domain';
import { COMPOSED, compose } from './labels';
import type { ReportCampus } from './types';

// Only type imports of jsPDF here: screens may import departmentFullName without pulling
// jsPDF into the first page's bundle.

/**
 * The department's full name from the one registry of the campus config, or the code itself
 * for a department the registry does not know.
 */
export function departmentFullName(code: string, departments: readonly Department[]): string {
  const found = departments.find((department) => sameDepartment(department.code, code));
  return found ? found.name : code;
}

export interface Letterhead {
  campusName: string;
  address: string;
  departmentName: string;
  logoDataUrl?: string;
}

export function letterheadFor(campus: ReportCampus, department: string): Letterhead {
  return {
    campusName: campus.name,
    address: campus.address,
    departmentName: departmentFullName(department, campus.departments),
    logoDataUrl: campus.logoDataUrl,
  };
}

const TOP = 36;
const LOGO_BOX = 48;
const LOGO_ALIAS = 'campus-logo';
/** Everything the letterhead draws lies above this line. */
export const LETTERHEAD_BOTTOM = 90;

function imageFormat(dataUrl: string): 'PNG' | 'JPEG' | null {
  const match = /^data:image\/(png|jpe?g);/i.exec(dataUrl);
  if (!match) return null;
  return match[1]?.toLowerCase() === 'png' ? 'PNG' : 'JPEG';
}

function drawLogo(doc: jsPDF, dataUrl: string): void {
  const format = imageFormat(dataUrl);
  if (!format) return;
  try {
    const { width, height } = doc.getImageProperties(dataUrl);
    const scale = LOGO_BOX / Math.max(width, height, 1);
    // The alias makes jsPDF embed the image once however many pages show it.
    doc.addImage(dataUrl, format, 40, 20, width * scale, height * scale, LOGO_ALIAS, 'FAST');
  } catch {
    // A logo jsPDF cannot read must not cost the staff member the report.
  }
}

/** The campus header of one page: logo, campus name, address and department, and a rule. */
export function drawLetterhead(doc: jsPDF, letterhead: Letterhead): void {
  const width = doc.internal.pageSize.getWidth();
  const center = width / 2;
  const textWidth = width - 2 * (40 + LOGO_BOX + 8);
  if (letterhead.logoDataUrl) drawLogo(doc, letterhead.logoDataUrl);

  doc.setTextColor(0);
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(16);
  doc.text(letterhead.campusName, center, TOP, { align: 'center', maxWidth: textWidth });

  doc.setFont('helvetica', 'normal');
  doc.setFontSize(10);
  const addressLines = (doc.splitTextToSize(letterhead.address, textWidth) as string[]).slice(0, 2);
  doc.text(addressLines, center, TOP + 15, { align: 'center' });

  doc.setFont('helvetica', 'bold');
  doc.setFontSize(12);
  const departmentY = TOP + 17 + addressLines.length * 12;
  doc.text(letterhead.departmentName, center, departmentY, { align: 'center' });

  doc.setDrawColor(120);
  doc.setLineWidth(0.8);
  doc.line(40, LETTERHEAD_BOTTOM - 4, width - 40, LETTERHEAD_BOTTOM - 4);
}

/**
 * Once every table is drawn the page count is known: each page gets the letterhead and
 * 'Page X of Y'. Drawing the header here rather than in a table hook also covers pages that
 * a builder adds itself.
 */
export function stampPages(doc: jsPDF, letterhead: Letterhead): void {
  const total = doc.getNumberOfPages();
  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  for (let page = 1; page <= total; page += 1) {
    doc.setPage(page);
    drawLetterhead(doc, letterhead);
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(9);
    doc.setTextColor(80);
    const footer = compose(doc, COMPOSED.page, { page, pages: total });
    doc.text(footer, width / 2, height - 20, { align: 'center' });
  }
  doc.setTextColor(0);
}
