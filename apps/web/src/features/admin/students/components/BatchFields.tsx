import { NativeSelect, TextInput } from '@mantine/core';
import { MAX_SEMESTER, MAX_YEAR } from '@attendance/domain';
import { useT } from '../../../../lib/i18n/use-t';
import type { BatchSummary } from '../model';
import { READABLE_HINTS, REQUIRED } from './hints';

export interface BatchDraft {
  batch: string;
  year: string;
  semester: string;
}

interface Props {
  fresh: boolean;
  draft: BatchDraft;
  onChange: (draft: BatchDraft) => void;
  batches: readonly BatchSummary[];
  department: string;
}

/**
 * A fresh batch is typed with its year and semester; an existing one is picked and its year and
 * semester are read from a student already in it (the caller reads them again on submit, so a
 * promotion made meanwhile is not undone).
 */
export function BatchFields({ fresh, draft, onChange, batches, department }: Props) {
  const t = useT();
  if (fresh) {
    return (
      <>
        <TextInput
          label={t('admin.field.batch')}
          {...REQUIRED}
          value={draft.batch}
          onChange={(event) => onChange({ ...draft, batch: event.currentTarget.value })}
          description={t('admin.batchFields.format', { department })}
          styles={READABLE_HINTS}
          autoComplete="off"
        />
        <TextInput
          label={t('admin.field.year')}
          type="number"
          {...REQUIRED}
          min={1}
          max={MAX_YEAR}
          value={draft.year}
          onChange={(event) => onChange({ ...draft, year: event.currentTarget.value })}
          description={t('admin.batchFields.range', { max: MAX_YEAR })}
          styles={READABLE_HINTS}
        />
        <TextInput
          label={t('admin.field.semester')}
          type="number"
          {...REQUIRED}
          min={1}
          max={MAX_SEMESTER}
          value={draft.semester}
          onChange={(event) => onChange({ ...draft, semester: event.currentTarget.value })}
          description={t('admin.batchFields.range', { max: MAX_SEMESTER })}
          styles={READABLE_HINTS}
        />
      </>
    );
  }
  const summary = batches.find((candidate) => candidate.batch === draft.batch);
  return (
    <>
      <NativeSelect
        label={t('admin.field.batch')}
        {...REQUIRED}
        value={draft.batch}
        onChange={(event) => onChange({ ...draft, batch: event.currentTarget.value })}
        data={[
          { value: '', label: t('admin.selectBatch') },
          ...batches.map((candidate) => ({ value: candidate.batch, label: candidate.batch })),
        ]}
      />
      <TextInput
        label={t('admin.field.year')}
        readOnly
        variant="filled"
        value={summary?.year ? t('admin.ordinalYear', { year: summary.year }) : ''}
      />
      <TextInput
        label={t('admin.field.semester')}
        readOnly
        variant="filled"
        value={summary?.semester ? t('admin.ordinalSemester', { semester: summary.semester }) : ''}
      />
    </>
  );
}
