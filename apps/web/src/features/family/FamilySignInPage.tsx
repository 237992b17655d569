import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Anchor, Button, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { FAMILY_MESSAGES, type FamilyKind } from '@attendance/domain';
import { CaptchaStep, type CaptchaAnswer } from '../../components/CaptchaStep';
import { PublicFrame } from '../../components/PublicFrame';
import { StatusText } from '../../components/StatusText';
import { ApiError } from '../../lib/api';
import { requestCode, useFamilyPasskeySignIn, useFamilySession, useSignInWithCode } from './api';

type Step = 'form' | 'captcha' | 'code';

/** A passkey the browser was not given (cancelled, none here) is not a server error. */
function passkeyErrorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (error instanceof Error && error.name === 'NotAllowedError') {
    return 'No passkey was chosen. Sign in with a code instead.';
  }
  return 'The passkey could not be used here. Sign in with a code instead.';
}

function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : 'No answer from the server. Please try again.';
}

/** Students (register number) and parents (phone on record): CAPTCHA, then the SMS code. */
export default function FamilySignInPage() {
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
  const [message, setMessage] = useState({ text: '', error: false });

  if (session.data?.session) return <Navigate to="/family/home" replace />;

  async function sendCode(answer: CaptchaAnswer) {
    setBusy(true);
    try {
      const sent = await requestCode({ who, login, ...answer });
      setMessage({ text: sent.message, error: false });
      setStep('code');
    } catch (error) {
      setMessage({ text: errorText(error), error: true });
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
        onError: (error) => setMessage({ text: errorText(error), error: true }),
      },
    );
  }

  const loginLabel = who === 'student' ? 'Register number' : 'Parent phone number';
  return (
    <PublicFrame>
      <Stack gap="md">
        <Title order={1} size="h2" ta="center">
          Students and parents
        </Title>
        {step === 'form' && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!login.trim()) {
                setMessage({ text: `Please enter the ${loginLabel.toLowerCase()}.`, error: true });
                return;
              }
              setMessage({ text: '', error: false });
              setGeneration((g) => g + 1);
              setStep('captcha');
            }}
          >
            <Stack gap="sm">
              <SegmentedControl
                fullWidth
                aria-label="I am a"
                value={who}
                onChange={(value) => setWho(value as FamilyKind)}
                data={[
                  { value: 'student', label: 'Student' },
                  { value: 'parent', label: 'Parent' },
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
                {who === 'student'
                  ? 'A code goes by SMS to your phone number on record.'
                  : 'A code goes by SMS to this number if it is on record for your child.'}
              </Text>
              <Button type="submit" fullWidth>
                Send code
              </Button>
              <Button
                variant="default"
                fullWidth
                loading={passkey.isPending}
                onClick={() =>
                  passkey.mutate(undefined, {
                    onSuccess: () => navigate('/family/home', { replace: true }),
                    onError: (error) => setMessage({ text: passkeyErrorText(error), error: true }),
                  })
                }
              >
                Sign in with a passkey
              </Button>
            </Stack>
          </form>
        )}
        {step === 'captcha' && (
          <CaptchaStep
            confirmLabel="Send code"
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
                label="6-digit code"
                value={code}
                onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
                inputMode="numeric"
                autoComplete="one-time-code"
                data-autofocus
              />
              <Button type="submit" fullWidth loading={signIn.isPending}>
                Sign in
              </Button>
              <Button variant="default" onClick={() => setStep('form')}>
                Ask for a new code
              </Button>
            </Stack>
          </form>
        )}
        <StatusText text={message.text} error={message.error} />
        {message.text === FAMILY_MESSAGES.closed && (
          <Text size="sm">Ask your department office when this side opens.</Text>
        )}
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/login">
            Staff sign in here
          </Anchor>
        </Text>
      </Stack>
    </PublicFrame>
  );
}
