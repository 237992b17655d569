import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import type { ClassStudent } from '../api/attendance';
import { useT } from '../../../lib/i18n/use-t';

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
  const t = useT();
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
      setError(t('staff.jump.none'));
      return;
    }
    setError('');
    setText('');
    onJump(index);
  }

  return (
    <form onSubmit={jump} role="search" aria-label={t('staff.jump.label')}>
      <Group gap="xs" align="flex-end" wrap="nowrap" mb="xs">
        <TextInput
          label={t('staff.jump.field')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error || undefined}
          autoComplete="off"
          style={{ flex: 1 }}
        />
        <Button type="submit" variant="default">
          {t('staff.jump.jump')}
        </Button>
      </Group>
    </form>
  );
}
