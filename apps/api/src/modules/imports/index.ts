// What the imports module offers the rest of the API; nothing else of it is imported from outside.
export { headerOf, mapColumns } from './columns';
export { ImportGate } from './import-gate';
export { IMPORT_REFUSALS, readUpload, XLSX_TYPE } from './imports.routes';
export type { Upload } from './imports.service';
export { emptyPlan, readRow } from './plan';
export { readSheet } from './sheet-reader';
export { buildColumnsTemplate } from './templates';
export { assertSafeZip, NOT_A_SPREADSHEET } from './zip-guard';
