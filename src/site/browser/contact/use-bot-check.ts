import { useEffect, useRef, useState, type RefObject } from 'react';
import { siteLanguage } from '../../i18n/ui-strings.ts';
import { fetchChallenge, loadRecaptcha, solveChallenge, type BotAnswer } from './bot-check.ts';

export type BotState =
  | { step: 'unverified' }
  | { step: 'verifying' }
  | { step: 'verified'; answer: BotAnswer }
  | { step: 'recaptcha'; siteKey: string }
  | { step: 'error' };

export interface BotCheck {
  bot: BotState;
  /** Where Google's widget goes in reCAPTCHA mode. */
  recaptchaRef: RefObject<HTMLDivElement | null>;
  /** The visitor ticked "I am not a robot": solve a proof of work, or switch to reCAPTCHA. */
  start(): Promise<void>;
  /** An answer is single use: after a submit the next try needs a new one. */
  reset(): void;
}

/** The contact form's bot check: a self-hosted proof of work, or reCAPTCHA when the server says so. */
export function useBotCheck(locale: string, onStart: () => void): BotCheck {
  const [bot, setBot] = useState<BotState>({ step: 'unverified' });
  const recaptchaRef = useRef<HTMLDivElement>(null);

  async function start() {
    if (bot.step === 'verifying' || bot.step === 'verified' || bot.step === 'recaptcha') return;
    setBot({ step: 'verifying' });
    onStart();
    try {
      const challenge = await fetchChallenge();
      if (challenge.mode === 'recaptcha') return setBot({ step: 'recaptcha', siteKey: challenge.siteKey });
      setBot({ step: 'verified', answer: await solveChallenge(challenge) });
    } catch {
      setBot({ step: 'error' });
    }
  }

  // reCAPTCHA mode: Google's widget replaces our checkbox once the server asks for it.
  useEffect(() => {
    if (bot.step !== 'recaptcha' || !recaptchaRef.current) return;
    const element = recaptchaRef.current;
    void loadRecaptcha(siteLanguage(locale))
      .then((grecaptcha) =>
        grecaptcha.render(element, {
          sitekey: bot.siteKey,
          callback: (token) => setBot({ step: 'verified', answer: { recaptchaToken: token } }),
          'expired-callback': () => setBot({ step: 'recaptcha', siteKey: bot.siteKey }),
        }),
      )
      .catch(() => setBot({ step: 'error' }));
  }, [bot, locale]);

  return { bot, recaptchaRef, start, reset: () => setBot({ step: 'unverified' }) };
}
