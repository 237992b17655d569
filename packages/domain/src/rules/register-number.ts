/** Built once: localeCompare(b, 'en', options) builds a collator on every call (15× slower sorts). */
const NATURAL_ORDER = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Text with numbers in it (register numbers, batches, subject codes) in the order people expect:
 * numeric parts compare as numbers, so '21CS9' comes before '21CS10'. Ties of case fall back to
 * code-unit order, so the order is total and the same in every browser and on both databases
 * (whose collations differ).
 */
export function compareNatural(a: string, b: string): number {
  return NATURAL_ORDER.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** The one order of register numbers wherever students are listed: server, screens and reports. */
export function compareRegisterNumbers(a: string, b: string): number {
  return compareNatural(a, b);
}

/** Sorts a copy of the list by register number. */
export function byRegisterNumber<T extends { registerNumber: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => compareRegisterNumbers(a.registerNumber, b.registerNumber));
}
