import { NativeSelect, TextInput } from '@mantine/core';
import { MAX_SEMESTER, MAX_YEAR, ordinal } from '@attendance/domain';
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
  if (fresh) {
    return (
      <>
        <TextInput
          label="Batch"
          {...REQUIRED}
          value={draft.batch}
          onChange={(event) => onChange({ ...draft, batch: event.currentTarget.value })}
          description={`Format YYYY-YYYY (e.g. 2021-2025); ${department} is put in front when missing.`}
          styles={READABLE_HINTS}
          autoComplete="off"
        />
        <TextInput
          label="Year"
          type="number"
          {...REQUIRED}
          min={1}
          max={MAX_YEAR}
          value={draft.year}
          onChange={(event) => onChange({ ...draft, year: event.currentTarget.value })}
          description={`1 to ${MAX_YEAR}`}
          styles={READABLE_HINTS}
        />
        <TextInput
          label="Semester"
          type="number"
          {...REQUIRED}
          min={1}
          max={MAX_SEMESTER}
          value={draft.semester}
          onChange={(event) => onChange({ ...draft, semester: event.currentTarget.value })}
          description={`1 to ${MAX_SEMESTER}`}
          styles={READABLE_HINTS}
        />
      </>
    );
  }
  const summary = batches.find((candidate) => candidate.batch === draft.batch);
  return (
    <>
      <NativeSelect
        label="Batch"
        {...REQUIRED}
        value={draft.batch}
        onChange={(event) => onChange({ ...draft, batch: event.currentTarget.value })}
        data={[
          { value: '', label: 'Select Batch' },
          ...batches.map((candidate) => ({ value: candidate.batch, label: candidate.batch })),
        ]}
      />
      <TextInput
        label="Year"
        readOnly
        variant="filled"
        value={summary?.year ? `${ordinal(summary.year)} Year` : ''}
      />
      <TextInput
        label="Semester"
        readOnly
        variant="filled"
        value={summary?.semester ? `${ordinal(summary.semester)} Semester` : ''}
      />
    </>
  );
}
