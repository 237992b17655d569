import type { ReactNode } from 'react';
import { Button, Checkbox, Group, NativeSelect, TextInput } from '@mantine/core';
import { MAX_SEMESTER, MAX_YEAR, nameTextProblem } from '@attendance/domain';
import { StatusText } from '../../../../components/StatusText';
import type { TimedMessage } from '../../../../lib/use-timed-message';
import type { SubjectDraft } from '../changes';
import { t } from '../../../../lib/i18n/i18n';

export interface EditProps {
  draft: SubjectDraft;
  batches: readonly string[];
  busy: boolean;
  /** Warnings and failures of this edit, shown by the editor so they are seen where one works. */
  message: TimedMessage;
  onChange: (draft: SubjectDraft) => void;
  onBatchChange: (batch: string) => void;
  onSave: () => void;
  onCancel: () => void;
}

const numbers = (max: number) => Array.from({ length: max }, (_, i) => String(i + 1));

/**
 * The inputs of the inline editor, for the table (labelled by the column headers, so the
 * labels are for assistive technology only) and for the phone card (labels shown).
 */
export function editFields(props: EditProps, showLabels: boolean): Record<string, ReactNode> {
  const { draft, batches, onChange } = props;
  const size = showLabels ? 'sm' : 'xs';
  const label = (text: string) => (showLabels ? { label: text } : { 'aria-label': text });
  const set = <K extends keyof SubjectDraft>(key: K, value: SubjectDraft[K]) =>
    onChange({ ...draft, [key]: value });
  // Enter saves and Escape cancels from the text fields, as in a form.
  const keys = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') props.onSave();
    if (event.key === 'Escape') props.onCancel();
  };
  return {
    code: (
      <TextInput
        {...label(t('admin.subjectCode'))}
        size={size}
        value={draft.subjectCode}
        onChange={(e) => set('subjectCode', e.currentTarget.value)}
        onKeyDown={keys}
        // The editor opens on request, so focus follows the user into it.
        autoFocus
      />
    ),
    name: (
      <TextInput
        {...label(t('admin.subjectName'))}
        size={size}
        value={draft.subjectName}
        onChange={(e) => set('subjectName', e.currentTarget.value)}
        error={nameTextProblem(draft.subjectName)}
        onKeyDown={keys}
      />
    ),
    batch: (
      <NativeSelect
        {...label(t('admin.field.batch'))}
        size={size}
        data={batches.includes(draft.batch) ? [...batches] : [draft.batch, ...batches]}
        value={draft.batch}
        onChange={(e) => props.onBatchChange(e.currentTarget.value)}
      />
    ),
    year: (
      <NativeSelect
        {...label(t('admin.field.year'))}
        size={size}
        data={numbers(MAX_YEAR)}
        value={String(draft.year)}
        onChange={(e) => set('year', Number(e.currentTarget.value))}
      />
    ),
    semester: (
      <NativeSelect
        {...label(t('admin.field.semester'))}
        size={size}
        data={numbers(MAX_SEMESTER)}
        value={String(draft.semester)}
        onChange={(e) => set('semester', Number(e.currentTarget.value))}
      />
    ),
    elective: (
      <Checkbox
        {...label(t('admin.elective'))}
        checked={draft.isElective}
        onChange={(e) => set('isElective', e.currentTarget.checked)}
      />
    ),
    message: <StatusText text={props.message.text} error={props.message.error} />,
    actions: (
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" onClick={props.onSave} loading={props.busy} data-subject-save>
          {t('common.save')}
        </Button>
        <Button size="xs" variant="default" onClick={props.onCancel} disabled={props.busy}>
          {t('common.cancel')}
        </Button>
      </Group>
    ),
  };
}
