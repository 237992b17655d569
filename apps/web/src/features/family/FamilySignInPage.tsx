import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Anchor, Button, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FamilyKind } from '@attendance/domain';
import { CaptchaStep, type CaptchaAnswer } from '../../components/CaptchaStep';
import { PublicFrame } from '../../components/PublicFrame';
import { StatusText } from '../../components/StatusText';
import { ApiError } from '../../lib/api';
import { requestCode, useFamilyPasskeySignIn, useFamilySession, useSignInWithCode } from './api';
import { useT } from '../../lib/i18n/use-t';
import { t as i18nT } from '../../lib/i18n/i18n';

type Step = 'form' | 'captcha' | 'code';

/** A passkey the browser was not given (cancelled, none here) is not a server error. */
function passkeyErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.name === 'NotAllowedError') {
    return i18nT('family.passkeyNone');
  }
  return i18nT('family.passkeyFailed');
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : i18nT('family.noAnswerRetry');
}

/** The department has not opened the side yet (the server's words are in the person's language). */
const isClosed = (error: unknown) =>
  error instanceof ApiError &&
  (error.body as { code?: string } | undefined)?.code === 'FAMILY_CLOSED';

/** Students (register number) and parents (phone on record): CAPTCHA, then the SMS code. */
export default function FamilySignInPage() {
  const t = useT();
  const navigate = useNavigate();
  const session = useFamilySession();
  const signIn = useSignInWithCode();
  const passkey = useFamilyPasskeySignIn();
  const [who, setWho] = useState<FamilyKind>('student');
  const [login, setLogin] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>('form');
  const [generation, setGeneration] = useState(0);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState({ text: '', error: false, closed: false });

  if (session.data?.session) return <Navigate to="/family/home" replace />;

  async function sendCode(answer: CaptchaAnswer) {
    setBusy(true);
    try {
      const sent = await requestCode({ who, login, ...answer });
      setMessage({ text: sent.message, error: false, closed: false });
      setStep('code');
    } catch (error) {
      setMessage({ text: errorText(error), error: true, closed: isClosed(error) });
      setGeneration((g) => g + 1);
    } finally {
      setBusy(false);
    }
  }

  function confirmCode(event: React.FormEvent) {
    event.preventDefault();
    signIn.mutate(
      { who, login, code: code.trim() },
      {
        onSuccess: () => navigate('/family/home', { replace: true }),
        onError: (error) =>
          setMessage({ text: errorText(error), error: true, closed: isClosed(error) }),
      },
    );
  }

  const loginLabel = who === 'student' ? t('family.registerNumber') : t('family.parentPhone');
  return (
    <PublicFrame>
      <Stack gap="md">
        <Title order={1} size="h2" ta="center">
          {t('family.title')}
        </Title>
        {step === 'form' && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!login.trim()) {
                setMessage({
                  text: who === 'student' ? t('family.enterRegister') : t('family.enterPhone'),
                  error: true,
                  closed: false,
                });
                return;
              }
              setMessage({ text: '', error: false, closed: false });
              setGeneration((g) => g + 1);
              setStep('captcha');
            }}
          >
            <Stack gap="sm">
              <SegmentedControl
                fullWidth
                aria-label={t('family.iAmA')}
                value={who}
                onChange={(value) => setWho(value as FamilyKind)}
                data={[
                  { value: 'student', label: t('family.student') },
                  { value: 'parent', label: t('family.parent') },
                ]}
              />
              <TextInput
                label={loginLabel}
                value={login}
                onChange={(e) => setLogin(e.currentTarget.value)}
                autoComplete={who === 'parent' ? 'tel' : 'username'}
                inputMode={who === 'parent' ? 'tel' : 'text'}
              />
              <Text size="sm" c="dimmed">
                {who === 'student' ? t('family.codeToStudent') : t('family.codeToParent')}
              </Text>
              <Button type="submit" fullWidth>
                {t('family.sendCode')}
              </Button>
              <Button
                variant="default"
                fullWidth
                loading={passkey.isPending}
                onClick={() =>
                  passkey.mutate(undefined, {
                    onSuccess: () => navigate('/family/home', { replace: true }),
                    onError: (error) =>
                      setMessage({ text: passkeyErrorText(error), error: true, closed: false }),
                  })
                }
              >
                {t('auth.passkey.signIn')}
              </Button>
            </Stack>
          </form>
        )}
        {step === 'captcha' && (
          <CaptchaStep
            confirmLabel={t('family.sendCode')}
            busy={busy}
            generation={generation}
            onConfirm={(answer) => void sendCode(answer)}
            onCancel={() => setStep('form')}
          />
        )}
        {step === 'code' && (
          <form onSubmit={confirmCode} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t('family.code')}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
                data-autofocus
              />
              <Button type="submit" fullWidth loading={signIn.isPending}>
                {t('family.signIn')}
              </Button>
              <Button variant="default" onClick={() => setStep('form')}>
                {t('family.newCode')}
              </Button>
            </Stack>
          </form>
        )}
        <StatusText text={message.text} error={message.error} />
        {message.closed && <Text size="sm">{t('family.askOffice')}</Text>}
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            {t('family.staffHere')}
          </Anchor>
        </Text>
      </Stack>
    </PublicFrame>
  );
}
