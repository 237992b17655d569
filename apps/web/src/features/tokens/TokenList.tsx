import { Button, Loader, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ApiTokenDto } from '@attendance/domain';
import { StatusText } from '../../components/StatusText';
import { serverMessage } from '../../lib/api';
import { useRevokeToken, useTokens } from './api';
import { scopeLabels } from './scope-labels';
import { formatDate } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/use-t';

type T = ReturnType<typeof useT>;

const when = (value: string) => formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });

function state(t: T, token: ApiTokenDto): string {
  if (token.revokedAt) return t('tokens.revokedAt', { when: when(token.revokedAt) });
  const expires = new Date(token.expiresAt);
  const day = formatDate(expires, { dateStyle: 'medium' });
  return expires.getTime() <= Date.now()
    ? t('tokens.expired', { day })
    : t('tokens.expires', { day });
}

/** The department's tokens with who made them and when each was last used; revoke after a confirm. */
export function TokenList(props: { onMessage: (text: string, error?: boolean) => void }) {
  const t = useT();
  const tokens = useTokens();
  const revoke = useRevokeToken();

  function confirm(token: ApiTokenDto) {
    modals.openConfirmModal({
      title: t('tokens.revokeTitle'),
      children: <Text size="sm">{t('tokens.revokeText', { name: token.name })}</Text>,
      labels: { confirm: t('tokens.revoke'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        revoke.mutate(token.tokenId, {
          onSuccess: () => props.onMessage(t('tokens.revoked', { name: token.name })),
          onError: (error) => props.onMessage(serverMessage(error, t('tokens.revokeFailed')), true),
        }),
    });
  }

  if (tokens.isPending) return <Loader size="sm" aria-label={t('tokens.loading')} />;
  if (tokens.isError) return <StatusText text={t('tokens.loadFailed')} error />;
  if (tokens.data.length === 0) return <Text data-testid="no-tokens">{t('tokens.none')}</Text>;
  return (
    // Native scrolling, focusable and named: a phone scrolls the table sideways by keyboard too.
    <Table.ScrollContainer
      minWidth={760}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('tokens.tableLabel')}
    >
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('tokens.col.name')}</Table.Th>
            <Table.Th>{t('tokens.scope')}</Table.Th>
            <Table.Th>{t('tokens.col.createdBy')}</Table.Th>
            <Table.Th>{t('tokens.col.created')}</Table.Th>
            <Table.Th>{t('tokens.col.lastUsed')}</Table.Th>
            <Table.Th>{t('tokens.col.expiry')}</Table.Th>
            <Table.Th>{t('tokens.col.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tokens.data.map((token) => (
            <Table.Tr key={token.tokenId} data-testid="token-row">
              <Table.Td>{token.name}</Table.Td>
              <Table.Td>{scopeLabels(t)[token.scope]}</Table.Td>
              <Table.Td>{token.createdBy}</Table.Td>
              <Table.Td>{when(token.createdAt)}</Table.Td>
              <Table.Td>{token.lastUsedAt ? when(token.lastUsedAt) : t('tokens.never')}</Table.Td>
              <Table.Td>{state(t, token)}</Table.Td>
              <Table.Td>
                {token.revokedAt ? null : (
                  <Button
                    size="xs"
                    color="red"
                    variant="light"
                    aria-label={t('tokens.revokeNamed', { name: token.name })}
                    onClick={() => confirm(token)}
                  >
                    {t('tokens.revoke')}
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
