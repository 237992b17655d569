import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import type { ClassStudent } from '../api/attendance';

interface Props {
  students: readonly ClassStudent[];
  /** Moves the focus to the student's row (its chosen status). */
  onJump: (index: number) => void;
}

/**
 * 'Jump to register number' for a long class on a phone: the whole number, or its last digits
 * when only one student's number ends with them.
 */
export function JumpToStudent({ students, onJump }: Props) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  function jump(event: React.FormEvent) {
    event.preventDefault();
    const wanted = text.trim().toUpperCase();
    if (!wanted) return;
    const numbers = students.map((s) => s.registerNumber.toUpperCase());
    let index = numbers.indexOf(wanted);
    if (index < 0) {
      const endings = numbers.flatMap((n, i) => (n.endsWith(wanted) ? [i] : []));
      if (endings.length === 1) index = endings[0]!;
    }
    if (index < 0) {
      setError('No single student has that register number.');
      return;
    }
    setError('');
    setText('');
    onJump(index);
  }

  return (
    <form onSubmit={jump} role="search" aria-label="Jump to a student">
      <Group gap="xs" align="flex-end" wrap="nowrap" mb="xs">
        <TextInput
          label="Jump to register number"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error || undefined}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default">
          Jump
        </Button>
      </Group>
    </form>
  );
}
