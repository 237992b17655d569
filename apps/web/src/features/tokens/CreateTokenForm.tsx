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
  TOKEN_SCOPES,
  tokenCreateBody,
  type TokenCreatedAnswer,
  type TokenScope,
} from '@attendance/domain';
import { serverMessage } from '../../lib/api';
import { useCreateToken } from './api';
import { scopeLabels } from './scope-labels';
import { useT } from '../../lib/i18n/use-t';

/** Name, scope and expiry of a new token, checked with the domain's schema before it is sent. */
export function CreateTokenForm(props: {
  onCreated: (answer: TokenCreatedAnswer) => void;
  onError: (message: string) => void;
}) {
  const t = useT();
  const create = useCreateToken();
  const labels = scopeLabels(t);
  const scopes = TOKEN_SCOPES.map((value) => ({ value, label: labels[value] }));
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
        name: says('name') && t('tokens.enterName'),
        days: says('expiresInDays') && t('tokens.daysRange', { max: TOKEN_MAX_DAYS }),
      });
      return;
    }
    setProblem({});
    create.mutate(body.data, {
      onSuccess: (answer) => {
        setName('');
        props.onCreated(answer);
      },
      onError: (error) => props.onError(serverMessage(error, t('tokens.createFailed'))),
    });
  }

  return (
    <form onSubmit={submit} aria-label={t('tokens.newToken')} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t('tokens.name')}
          description={t('tokens.nameHelp')}
          value={name}
          maxLength={80}
          error={problem.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <div>
          <Text size="sm" fw={500} id="token-scope-label">
            {t('tokens.scope')}
          </Text>
          <SegmentedControl
            aria-labelledby="token-scope-label"
            data={scopes}
            value={scope}
            onChange={(value) => setScope(value as TokenScope)}
          />
          <Text size="xs" c="dimmed">
            {t('tokens.scopeHelp')}
          </Text>
        </div>
        <NumberInput
          label={t('tokens.expiresIn')}
          description={t('tokens.atMost', { max: TOKEN_MAX_DAYS })}
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
            {t('tokens.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
