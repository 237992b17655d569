import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TokenCreatedAnswer } from '@attendance/domain';
import { useT } from '../../lib/i18n/use-t';

/** The new token's secret, shown this once: the server keeps only its hash. */
export function SecretOnce(props: { created: TokenCreatedAnswer; onDone: () => void }) {
  const t = useT();
  const { token, secret } = props.created;
  return (
    <Paper withBorder p="md" data-testid="token-secret">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('tokens.created', { name: token.name })}
        </Title>
        <Text size="sm">
          {t('tokens.copyNow')} {/* i18n-ignore: an HTTP header, the same in every language */}
          <Code>Authorization: Bearer …</Code>
        </Text>
        <Code block data-testid="secret-value" style={{ wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Group gap="xs">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              // teal.9: white text on the theme's teal (shade 8) is 3.9:1, under AA's 4.5:1.
              <Button size="xs" onClick={copy} color={copied ? 'teal.9' : undefined}>
                {copied ? t('tokens.copied') : t('tokens.copy')}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={props.onDone}>
            {t('tokens.hide')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
