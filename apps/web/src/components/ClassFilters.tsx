import type { ReactNode } from 'react';
import { Select, SimpleGrid } from '@mantine/core';
import { compareNatural } from '@attendance/domain';
import { useT } from '../lib/i18n/use-t';

/** Something that belongs to a class: a subject, an assignment's subject. */
export interface ClassItem {
  batch: string;
  year: number;
  semester: number;
}

/** The chosen batch, year and semester; null means any. */
export interface ClassFilter {
  batch: string | null;
  year: string | null;
  semester: string | null;
}

export const ANY_CLASS: ClassFilter = { batch: null, year: null, semester: null };

export function matchesClass(item: ClassItem, filter: ClassFilter): boolean {
  return (
    (!filter.batch || item.batch === filter.batch) &&
    (!filter.year || String(item.year) === filter.year) &&
    (!filter.semester || String(item.semester) === filter.semester)
  );
}

function distinct(values: (string | number)[]): string[] {
  return [...new Set(values.map(String))].sort(compareNatural);
}

interface Props {
  /** The options come from these, each list narrowed by the choices before it. */
  items: readonly ClassItem[];
  value: ClassFilter;
  onChange: (next: ClassFilter) => void;
  /** Another field of the same row, e.g. Cumulative Attendance's date. */
  extra?: ReactNode;
}

/** Batch, year and semester filters; a later filter only offers what the earlier ones allow. */
export function ClassFilters({ items, value, onChange, extra }: Props) {
  const t = useT();
  const batches = distinct(items.map((i) => i.batch));
  const inBatch = items.filter((i) => !value.batch || i.batch === value.batch);
  const years = distinct(inBatch.map((i) => i.year));
  const inYear = inBatch.filter((i) => !value.year || String(i.year) === value.year);
  const semesters = distinct(inYear.map((i) => i.semester));

  // A choice that the new batch or year no longer offers is dropped rather than kept hidden.
  function change(next: ClassFilter) {
    const nextBatch = items.filter((i) => !next.batch || i.batch === next.batch);
    const year =
      next.year && nextBatch.some((i) => String(i.year) === next.year) ? next.year : null;
    const nextYear = nextBatch.filter((i) => !year || String(i.year) === year);
    const semester =
      next.semester && nextYear.some((i) => String(i.semester) === next.semester)
        ? next.semester
        : null;
    onChange({ batch: next.batch, year, semester });
  }

  const common = {
    placeholder: t('filters.all'),
    clearable: true,
    comboboxProps: { withinPortal: true },
  };
  return (
    <SimpleGrid cols={extra ? { base: 1, xs: 2, md: 4 } : { base: 1, xs: 3 }} spacing="sm">
      <Select
        {...common}
        label={t('filters.batch')}
        data={batches}
        value={value.batch}
        onChange={(batch) => change({ ...value, batch })}
        clearButtonProps={{ 'aria-label': t('filters.clear.batch') }}
        searchable
      />
      <Select
        {...common}
        label={t('filters.year')}
        data={years}
        value={value.year}
        onChange={(year) => change({ ...value, year })}
        clearButtonProps={{ 'aria-label': t('filters.clear.year') }}
      />
      <Select
        {...common}
        label={t('filters.semester')}
        data={semesters}
        value={value.semester}
        onChange={(semester) => change({ ...value, semester })}
        clearButtonProps={{ 'aria-label': t('filters.clear.semester') }}
      />
      {extra}
    </SimpleGrid>
  );
}
