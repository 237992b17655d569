import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Box, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { SPLASH_MESSAGES, TIMEOUTS_MS } from '@attendance/domain';
import { useT } from '../../lib/i18n/use-t';
import { ThemeToggle } from '../../components/ThemeToggle';
import { useCampus } from '../../lib/use-campus';
import { CampusLogo } from '../../components/CampusLogo';

/**
 * Characters typed so far, counted from the clock since the splash opened rather than from timer
 * ticks: a late campus answer or a busy phone delaying ticks would otherwise leave the name half
 * typed when the splash leaves at 6 s.
 */
function useTyped(text: string): string {
  const [openedAt] = useState(() => Date.now());
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (!text) return;
    const perCharacter = TIMEOUTS_MS.splashTypingPerCharacter;
    const show = () => {
      const due = Math.min(Math.floor((Date.now() - openedAt) / perCharacter), text.length);
      setCount(due);
      return due;
    };
    if (show() >= text.length) return;
    const timer = setInterval(() => {
      if (show() >= text.length) clearInterval(timer);
    }, perCharacter);
    return () => clearInterval(timer);
  }, [text, openedAt]);
  return text.slice(0, count);
}

/** Types the campus name and 'Attendance Portal', rotates the four messages, then goes to /login. */
export function SplashPage() {
  const t = useT();
  const navigate = useNavigate();
  const campus = useCampus();
  const messages = [
    t('splash.connecting'),
    t('splash.processing'),
    t('splash.loading'),
    t('splash.ready'),
  ];
  const typed = useTyped(campus.data ? `${campus.data.name}\n${t('splash.portal')}` : '');
  const [messageIndex, setMessageIndex] = useState(0);

  useEffect(() => {
    const rotation = setInterval(
      () => setMessageIndex((i) => (i + 1) % SPLASH_MESSAGES.length),
      TIMEOUTS_MS.splashMessageRotation,
    );
    const leave = setTimeout(
      () => navigate('/login', { replace: true }),
      TIMEOUTS_MS.splashRedirect,
    );
    return () => {
      clearInterval(rotation);
      clearTimeout(leave);
    };
  }, [navigate]);

  const [nameLine = '', portalLine = ''] = typed.split('\n');
  return (
    <Box component="main" mih="100vh" p="md">
      <Group justify="flex-end">
        <ThemeToggle />
      </Group>
      <Center mih="80vh">
        <Stack align="center" gap="md">
          <CampusLogo campus={campus.data} size={72} />
          <Title
            order={1}
            ta="center"
            mih="2.4em"
            aria-label={campus.data ? t('splash.title', { name: campus.data.name }) : undefined}
          >
            <span aria-hidden="true">
              {nameLine}
              <br />
              {portalLine}
            </span>
          </Title>
          <Group gap="xs">
            <Loader size="xs" type="dots" />
            <Text c="dimmed" role="status" data-testid="splash-message">
              {messages[messageIndex]}
            </Text>
          </Group>
        </Stack>
      </Center>
    </Box>
  );
}
