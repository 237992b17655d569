import { Button, Loader, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ApiTokenDto } from '@attendance/domain';
import { StatusText } from '../../components/StatusText';
import { serverMessage } from '../../lib/api';
import { useRevokeToken, useTokens } from './api';

const WHEN = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const DAY = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });
const SCOPE_LABELS = { read: 'Read only', 'read+import': 'Read + import' } as const;

function state(token: ApiTokenDto): string {
  if (token.revokedAt) return `Revoked ${WHEN.format(new Date(token.revokedAt))}`;
  const expires = new Date(token.expiresAt);
  return `${expires.getTime() <= Date.now() ? 'Expired' : 'Expires'} ${DAY.format(expires)}`;
}

/** The department's tokens with who made them and when each was last used; revoke after a confirm. */
export function TokenList(props: { onMessage: (text: string, error?: boolean) => void }) {
  const tokens = useTokens();
  const revoke = useRevokeToken();

  function confirm(token: ApiTokenDto) {
    modals.openConfirmModal({
      title: 'Revoke this token?',
      children: (
        <Text size="sm">
          &quot;{token.name}&quot; stops working at once; a script using it gets 401 from now on.
          This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Revoke', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(token.tokenId, {
          onSuccess: () => props.onMessage(`Token revoked. ${token.name}`),
          onError: (error) =>
            props.onMessage(serverMessage(error, 'Failed to revoke the token'), true),
        }),
    });
  }

  if (tokens.isPending) return <Loader size="sm" aria-label="Loading tokens" />;
  if (tokens.isError) return <StatusText text="Failed to load the tokens" error />;
  if (tokens.data.length === 0) return <Text data-testid="no-tokens">No API tokens yet.</Text>;
  return (
    // Native scrolling, focusable and named: a phone scrolls the table sideways by keyboard too.
    <Table.ScrollContainer
      minWidth={760}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="API tokens of the department"
    >
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Scope</Table.Th>
            <Table.Th>Created by</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last used</Table.Th>
            <Table.Th>Expiry</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.data.map((token) => (
            <Table.Tr key={token.tokenId} data-testid="token-row">
              <Table.Td>{token.name}</Table.Td>
              <Table.Td>{SCOPE_LABELS[token.scope]}</Table.Td>
              <Table.Td>{token.createdBy}</Table.Td>
              <Table.Td>{WHEN.format(new Date(token.createdAt))}</Table.Td>
              <Table.Td>
                {token.lastUsedAt ? WHEN.format(new Date(token.lastUsedAt)) : 'Never'}
              </Table.Td>
              <Table.Td>{state(token)}</Table.Td>
              <Table.Td>
                {token.revokedAt ? null : (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={`Revoke ${token.name}`}
                    onClick={() => confirm(token)}
                  >
                    Revoke
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
