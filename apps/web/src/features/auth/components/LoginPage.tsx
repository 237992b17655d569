import { useLayoutEffect, useRef, useState } from 'react';
import { Button, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { DESIGNATIONS, errorCodeOf, type StaffDto } from '@attendance/domain';
import { ENROL_PATH, setPasskeyEnrolmentPending } from '../../../lib/enrolment';
import { homeOf, ME_KEY } from '../../../lib/home';
import { useGo } from '../../../lib/navigation';
import { ApiError } from '../../../lib/api';
import { storeStaff } from '../../../lib/storage';
import { readLoginShell, removeLoginShell } from '../../../lib/login-shell';
import { login } from '../api/auth';
import { failureText, isLoginErrorText } from '../messages';
import { AuthCard } from './AuthCard';
import { useCaptchaSteps } from './use-captcha-steps';
import { PasskeySignIn } from './PasskeySignIn';
import type { CaptchaAnswer } from '../../../components/CaptchaStep';
import { useT } from '../../../lib/i18n/use-t';

export function LoginPage({ registerLink = '/register' }: { registerLink?: string }) {
  const navigate = useGo();
  const t = useT();
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
      show(t('auth.login.enterBoth'), true);
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
        show(result.message ?? t('auth.login.noStaffData'));
        return;
      }
      if (!(DESIGNATIONS as readonly string[]).includes(result.staff.designation)) {
        show(t('auth.login.notAuthorized'), true);
        return;
      }
      enter(result.staff, result.enrolPasskey === true);
    } catch (error) {
      if (error instanceof ApiError && errorCodeOf(error.body) === 'CAPTCHA_MISMATCH') {
        show(failureText(error, t('auth.captchaMismatch')), true);
        steps.newCaptcha();
        return;
      }
      const text =
        error instanceof ApiError && error.status === 401
          ? t('auth.login.invalid')
          : failureText(error, t('auth.login.failed'));
      show(text, true);
      steps.backToForm();
    } finally {
      steps.setBusy(false);
    }
  }

  return (
    <AuthCard
      title={t('auth.login.title')}
      step={steps.step}
      confirmLabel={t('auth.login.confirm')}
      busy={steps.busy}
      generation={steps.generation}
      message={steps.message}
      link={{ to: registerLink, text: t('auth.login.toRegister') }}
      onConfirm={(answer) => void confirm(answer)}
      onCancel={steps.cancel}
      form={
        <form onSubmit={openCaptcha} noValidate>
          <Stack gap="sm">
            <TextInput
              ref={fields.email}
              label={t('auth.email')}
              type="email"
              autoComplete="username webauthn"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <TextInput
              ref={fields.idCardNumber}
              label={t('auth.idCard')}
              autoComplete="current-password"
              value={idCardNumber}
              onChange={(e) => setIdCardNumber(e.currentTarget.value)}
            />
            <Button type="submit" fullWidth>
              {t('auth.login.button')}
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
