import { useState, type FormEvent } from 'react';
import {
  Button,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  TOKEN_DEFAULT_DAYS,
  TOKEN_MAX_DAYS,
  tokenCreateBody,
  type TokenCreatedAnswer,
  type TokenScope,
} from '@attendance/domain';
import { serverMessage } from '../../lib/api';
import { useCreateToken } from './api';

const SCOPES: { value: TokenScope; label: string }[] = [
  { value: 'read', label: 'Read only' },
  { value: 'read+import', label: 'Read + import' },
];

/** Name, scope and expiry of a new token, checked with the domain's schema before it is sent. */
export function CreateTokenForm(props: {
  onCreated: (answer: TokenCreatedAnswer) => void;
  onError: (message: string) => void;
}) {
  const create = useCreateToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<TokenScope>('read');
  const [days, setDays] = useState<number | string>(TOKEN_DEFAULT_DAYS);
  const [problem, setProblem] = useState<{ name?: string; days?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = tokenCreateBody.safeParse({ name, scope, expiresInDays: days });
    if (!body.success) {
      const says = (field: string) =>
        body.error.issues.find((issue) => issue.path[0] === field)?.message;
      setProblem({
        name: says('name') && 'Enter a name',
        days: says('expiresInDays') && `1 to ${TOKEN_MAX_DAYS} days`,
      });
      return;
    }
    setProblem({});
    create.mutate(body.data, {
      onSuccess: (answer) => {
        setName('');
        props.onCreated(answer);
      },
      onError: (error) => props.onError(serverMessage(error, 'Failed to create the token')),
    });
  }

  return (
    <form onSubmit={submit} aria-label="New API token" noValidate>
      <Stack gap="sm">
        <TextInput
          label="Token name"
          description="What it is for, e.g. ERP nightly pull"
          value={name}
          maxLength={80}
          error={problem.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <div>
          <Text size="sm" fw={500} id="token-scope-label">
            Scope
          </Text>
          <SegmentedControl
            aria-labelledby="token-scope-label"
            data={SCOPES}
            value={scope}
            onChange={(value) => setScope(value as TokenScope)}
          />
          <Text size="xs" c="dimmed">
            Read only: the department&apos;s lists and reports. Read + import: also the student,
            subject and allocation imports. Never marking, approvals or assignments.
          </Text>
        </div>
        <NumberInput
          label="Expires in (days)"
          description={`At most ${TOKEN_MAX_DAYS} days (a year)`}
          min={1}
          max={TOKEN_MAX_DAYS}
          clampBehavior="none"
          value={days}
          error={problem.days}
          onChange={setDays}
          maw={220}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create token
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
