import { NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { MAX_SEMESTER, MAX_YEAR, type YearSemester } from '@attendance/domain';
import { useT } from '../../../../lib/i18n/use-t';

const numbers = (last: number) => Array.from({ length: last }, (_, i) => String(i + 1));

interface Props {
  current: YearSemester;
  next: YearSemester;
  onChange: (next: YearSemester) => void;
}

/** The batch's year and semester now, and the proposed ones, which the Admin may change. */
export function PromotionFields({ current, next, onChange }: Props) {
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Text data-testid="current-year">
        {t('admin.promotion.currentYear', { year: current.year })}
      </Text>
      <Text data-testid="current-semester">
        {t('admin.promotion.currentSemester', { semester: current.semester })}
      </Text>
      <NativeSelect
        label={t('admin.promotion.newYear')}
        data={numbers(MAX_YEAR)}
        value={String(next.year)}
        onChange={(event) => onChange({ ...next, year: Number(event.currentTarget.value) })}
      />
      <NativeSelect
        label={t('admin.promotion.newSemester')}
        data={numbers(MAX_SEMESTER)}
        value={String(next.semester)}
        onChange={(event) => onChange({ ...next, semester: Number(event.currentTarget.value) })}
      />
    </SimpleGrid>
  );
}
