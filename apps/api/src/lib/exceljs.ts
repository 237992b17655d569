import { lazily } from './lazily';

/**
 * ExcelJS, about 9 MB of a thread's memory: loaded by the first workbook made or read, so the
 * main thread and a report worker answering JSON never hold it.
 */
export const loadExcelJs = lazily(() => import('exceljs').then((module) => module.default));
