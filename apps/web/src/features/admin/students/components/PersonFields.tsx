import type { RefObject } from 'react';
import { NativeSelect, TextInput } from '@mantine/core';
import { GENDERS, STUDENT_TYPES, nameTextProblem } from '@attendance/domain';
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
  return (
    <>
      <TextInput
        ref={firstField}
        label="Register Number"
        autoComplete="off"
        {...textProps(draft, onChange, 'registerNumber')}
      />
      <TextInput
        label="Student Name"
        autoComplete="off"
        {...textProps(draft, onChange, 'studentName')}
        error={nameTextProblem(draft.studentName)}
      />
    </>
  );
}

/** Department (read-only), gender, type and the two phone numbers. */
function Details({ draft, onChange, department }: Props & { department: string }) {
  return (
    <>
      <TextInput label="Department" value={department} readOnly variant="filled" />
      <NativeSelect
        label="Gender"
        data={[{ value: '', label: 'Select Gender' }, ...GENDERS]}
        {...textProps(draft, onChange, 'gender')}
      />
      <NativeSelect
        label="Type"
        data={[{ value: '', label: 'Select Type' }, ...STUDENT_TYPES]}
        {...textProps(draft, onChange, 'type')}
      />
      <TextInput
        label="Student Phone"
        type="tel"
        autoComplete="off"
        {...textProps(draft, onChange, 'studentNumber')}
      />
      <TextInput
        label="Parent Phone"
        type="tel"
        autoComplete="off"
        {...textProps(draft, onChange, 'parentNumber')}
      />
    </>
  );
}

export const PersonFields = { Identity, Details };
