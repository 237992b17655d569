import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Center, Group, Image, Loader, Stack, TextInput } from '@mantine/core';
import { CAPTCHA_LENGTH } from '@attendance/domain';
import { api } from '../lib/api';
import { startSchema } from '../lib/start-schemas';
import { useT } from '../lib/i18n/use-t';

const fetchCaptcha = () => api('/api/auth/captcha', { schema: startSchema('captchaAnswer') });

export interface CaptchaAnswer {
  captchaToken: string;
  captchaAnswer: string;
}

interface Props {
  confirmLabel: string;
  busy: boolean;
  /** Changes whenever the step must show a fresh CAPTCHA (after a wrong answer). */
  generation: number;
  onConfirm: (answer: CaptchaAnswer) => void;
  onCancel: () => void;
}

/** The second step of login, register and the student and parent sign-in: the server's CAPTCHA, an input, refresh, confirm, cancel. */
export function CaptchaStep({ confirmLabel, busy, generation, onConfirm, onCancel }: Props) {
  const t = useT();
  const [refreshes, setRefreshes] = useState(0);
  const [answer, setAnswer] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // A new CAPTCHA each time the step opens, after a wrong answer and on Refresh; never cached.
  const captcha = useQuery({
    queryKey: ['captcha', generation, refreshes],
    queryFn: fetchCaptcha,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const token = captcha.data?.token;

  useEffect(() => {
    if (token) input.current?.focus();
  }, [token]);

  function refresh() {
    setAnswer('');
    setRefreshes((n) => n + 1);
  }

  const image = captcha.data
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(captcha.data.svg)}`
    : null;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!token) return;
        onConfirm({ captchaToken: token, captchaAnswer: answer.trim().toUpperCase() });
        setAnswer('');
      }}
    >
      <Stack gap="sm">
        <Center mih={60}>
          {image ? (
            <Image
              src={image}
              alt={t('auth.captcha.alt')}
              w={180}
              h={60}
              data-testid="captcha-image"
            />
          ) : captcha.isError ? (
            <span role="alert">{t('auth.captcha.loadFailed')}</span>
          ) : (
            <Loader size="sm" aria-label={t('auth.captcha.loading')} />
          )}
        </Center>
        <TextInput
          ref={input}
          label={t('auth.captcha.enter')}
          value={answer}
          onChange={(event) => setAnswer(event.currentTarget.value.toUpperCase())}
          maxLength={CAPTCHA_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Button variant="default" onClick={refresh} disabled={busy}>
          {t('auth.captcha.refresh')}
        </Button>
        <Group grow>
          <Button type="submit" loading={busy} disabled={!token}>
            {confirmLabel}
          </Button>
          <Button variant="outline" color="gray" onClick={onCancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
