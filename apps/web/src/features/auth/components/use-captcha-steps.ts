import { useState } from 'react';

/**
 * The two steps of login and register: the form, then the CAPTCHA. Each opening of the CAPTCHA
 * step (and each wrong answer) asks for a new CAPTCHA, and opening or cancelling clears the message.
 */
export function useCaptchaSteps() {
  const [step, setStep] = useState<'form' | 'captcha'>('form');
  const [generation, setGeneration] = useState(0);
  const [message, setMessage] = useState({ text: '', error: false });
  const [busy, setBusy] = useState(false);

  return {
    step,
    generation,
    message,
    busy,
    setBusy,
    show: (text: string, error: boolean) => setMessage({ text, error }),
    openCaptcha: () => {
      setMessage({ text: '', error: false });
      setGeneration((g) => g + 1);
      setStep('captcha');
    },
    newCaptcha: () => setGeneration((g) => g + 1),
    backToForm: () => setStep('form'),
    cancel: () => {
      setStep('form');
      setMessage({ text: '', error: false });
    },
  };
}
