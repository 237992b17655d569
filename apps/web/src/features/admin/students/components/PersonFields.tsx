import type { RefObject } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { nameTextProblem } from '@attendance/domain';
import { useT } from '../../../../lib/i18n/use-t';
import { genderOptions, typeOptions } from '../../../../lib/student-choices';
import { REQUIRED } from './hints';

export interface PersonDraft {
  registerNumber: string;
  studentName: string;
  gender: string;
  type: string;
  studentNumber: string;
  parentNumber: string;
}

interface Props {
  draft: PersonDraft;
  onChange: (draft: PersonDraft) => void;
}

function textProps(draft: PersonDraft, onChange: Props['onChange'], field: keyof PersonDraft) {
  return {
    ...REQUIRED,
    value: draft[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...draft, [field]: event.currentTarget.value }),
  };
}

/** Register number and name: the first fields of the form. */
function Identity({
  draft,
  onChange,
  firstField,
}: Props & { firstField: RefObject<HTMLInputElement | null> }) {
  const t = useT();
  return (
    <>
      <TextInput
        ref={firstField}
        label={t('admin.field.registerNumber')}
        autoComplete="off"
        {...textProps(draft, onChange, 'registerNumber')}
      />
      <TextInput
        label={t('admin.studentName')}
        autoComplete="off"
        {...textProps(draft, onChange, 'studentName')}
        error={nameTextProblem(draft.studentName)}
      />
    </>
  );
}

/** Department (read-only), gender, type and the two phone numbers. */
function Details({ draft, onChange, department }: Props & { department: string }) {
  const t = useT();
  return (
    <>
      <TextInput label={t('admin.field.department')} value={department} readOnly variant="filled" />
      <NativeSelect
        label={t('admin.field.gender')}
        data={[{ value: '', label: t('admin.selectGender') }, ...genderOptions(t)]}
        {...textProps(draft, onChange, 'gender')}
      />
      <NativeSelect
        label={t('admin.field.type')}
        data={[{ value: '', label: t('admin.selectType') }, ...typeOptions(t)]}
        {...textProps(draft, onChange, 'type')}
      />
      <TextInput
        label={t('admin.field.studentNumber')}
        type="tel"
        autoComplete="off"
        {...textProps(draft, onChange, 'studentNumber')}
      />
      <TextInput
        label={t('admin.field.parentNumber')}
        type="tel"
        autoComplete="off"
        {...textProps(draft, onChange, 'parentNumber')}
      />
    </>
  );
}

export const PersonFields = { Identity, Details };
