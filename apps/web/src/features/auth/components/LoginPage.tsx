import { useLayoutEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DESIGNATIONS, type StaffDto } from '@attendance/domain';
import { ENROL_PATH, setPasskeyEnrolmentPending } from '../../../lib/enrolment';
import { homeOf, ME_KEY } from '../../../lib/session';
import { ApiError } from '../../../lib/api';
import { storeStaff } from '../../../lib/storage';
import { readLoginShell, removeLoginShell } from '../../../lib/login-shell';
import { login } from '../api/auth';
import { failureText, isLoginErrorText } from '../messages';
import { AuthCard } from './AuthCard';
import { useCaptchaSteps } from './use-captcha-steps';
import { PasskeySignIn } from './PasskeySignIn';
import type { CaptchaAnswer } from '../../../components/CaptchaStep';

const CAPTCHA_MISMATCH = 'CAPTCHA_MISMATCH';

export function LoginPage({ registerLink = '/register' }: { registerLink?: string }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  // What was typed into index.html's static shell before this code arrived (issue 23).
  const [handOff] = useState(readLoginShell);
  const [email, setEmail] = useState(handOff?.email ?? '');
  const [idCardNumber, setIdCardNumber] = useState(handOff?.idCardNumber ?? '');
  const fields = {
    email: useRef<HTMLInputElement>(null),
    idCardNumber: useRef<HTMLInputElement>(null),
  };
  const steps = useCaptchaSteps();

  useLayoutEffect(() => {
    removeLoginShell();
    if (handOff?.focus) fields[handOff.focus].current?.focus();
    if (handOff?.queued === 'login') requestCaptcha(handOff.email, handOff.idCardNumber);
    // Once, with the values the shell held when this page replaced it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function show(text: string, failed = false) {
    steps.show(text, failed || isLoginErrorText(text));
  }

  function requestCaptcha(typedEmail: string, typedIdCard: string) {
    if (!typedEmail.trim() || !typedIdCard.trim()) {
      show('Please enter both email and ID card number', true);
      return;
    }
    steps.openCaptcha();
  }

  function openCaptcha(event: React.FormEvent) {
    event.preventDefault();
    requestCaptcha(email, idCardNumber);
  }

  function enter(staff: StaffDto, enrolPasskey = false) {
    storeStaff(staff);
    setPasskeyEnrolmentPending(enrolPasskey);
    client.setQueryData(ME_KEY, staff);
    setEmail('');
    setIdCardNumber('');
    navigate(enrolPasskey ? ENROL_PATH : homeOf(staff.designation), { replace: true });
  }

  async function confirm(answer: CaptchaAnswer) {
    steps.setBusy(true);
    try {
      const result = await login({
        email: email.trim(),
        idCardNumber: idCardNumber.trim(),
        ...answer,
      });
      if (!result.staff) {
        show(result.message ?? 'Login successful but no staff data received');
        return;
      }
      if (!(DESIGNATIONS as readonly string[]).includes(result.staff.designation)) {
        show('❌ You are not authorized to access this page.', true);
        return;
      }
      enter(result.staff, result.enrolPasskey === true);
    } catch (error) {
      if (
        error instanceof ApiError &&
        (error.body as { code?: string })?.code === CAPTCHA_MISMATCH
      ) {
        show(failureText(error, 'Captcha does not match, please try again.'), true);
        steps.newCaptcha();
        return;
      }
      const text =
        error instanceof ApiError && error.status === 401
          ? '❌ Invalid email or ID card number.'
          : failureText(error, 'Login failed');
      show(text, true);
      steps.backToForm();
    } finally {
      steps.setBusy(false);
    }
  }

  return (
    <AuthCard
      title="Login"
      step={steps.step}
      confirmLabel="Confirm & Login"
      busy={steps.busy}
      generation={steps.generation}
      message={steps.message}
      link={{ to: registerLink, text: "Don't have an account? Click here to register" }}
      onConfirm={(answer) => void confirm(answer)}
      onCancel={steps.cancel}
      form={
        <form onSubmit={openCaptcha} noValidate>
          <Stack gap="sm">
            <TextInput
              ref={fields.email}
              label="Email"
              type="email"
              autoComplete="username webauthn"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <TextInput
              ref={fields.idCardNumber}
              label="ID Card Number"
              autoComplete="current-password"
              value={idCardNumber}
              onChange={(e) => setIdCardNumber(e.currentTarget.value)}
            />
            <Button type="submit" fullWidth>
              Login
            </Button>
            <PasskeySignIn
              tappedEarly={handOff?.queued === 'passkey'}
              onSignedIn={(staff) => enter(staff)}
              onFailed={(text) => show(text, true)}
            />
          </Stack>
        </form>
      }
    />
  );
}
