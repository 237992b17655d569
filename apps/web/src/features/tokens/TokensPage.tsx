import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { TokenCreatedAnswer } from '@attendance/domain';
import { StatusText } from '../../components/StatusText';
import { useStaff } from '../../lib/session';
import { useTimedMessage } from '../../lib/use-timed-message';
import { CreateTokenForm } from './CreateTokenForm';
import { SecretOnce } from './SecretOnce';
import { TokenList } from './TokenList';
import { useT } from '../../lib/i18n/use-t';

/** API tokens of the Admin's department: for scripts such as a nightly ERP pull. */
export default function TokensPage() {
  const t = useT();
  const staff = useStaff();
  const status = useTimedMessage(0);
  const [created, setCreated] = useState<TokenCreatedAnswer | null>(null);
  return (
    <Stack gap="md" maw={1100} mx="auto">
      <div>
        <Title order={1} size="h2">
          {t('tokens.title')}
        </Title>
        <Text>{t('tokens.about', { department: staff.department })}</Text>
      </div>
      <Anchor component={Link} to="/admin">
        {t('tokens.back')}
      </Anchor>
      <StatusText text={status.message.text} error={status.message.error} />
      {created ? (
        <SecretOnce created={created} onDone={() => setCreated(null)} />
      ) : (
        <CreateTokenForm
          onCreated={(answer) => {
            status.clear();
            setCreated(answer);
          }}
          onError={(message) => status.show(message, true)}
        />
      )}
      <Title order={2} size="h3">
        {t('tokens.of', { department: staff.department })}
      </Title>
      <TokenList onMessage={status.show} />
    </Stack>
  );
}
