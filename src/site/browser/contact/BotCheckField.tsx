import type { Translate, UiKey } from '../../i18n/ui-strings.ts';
import { FieldError } from './ContactField.tsx';
import type { BotCheck } from './use-bot-check.ts';

export interface BotCheckFieldProps {
  check: BotCheck;
  /** The checkbox's id (reCAPTCHA's container takes it in that mode); status and message derive from it. */
  inputId: string;
  error: UiKey | undefined;
  t: Translate;
}

/** "I am not a robot": our checkbox with a live status, or Google's widget in reCAPTCHA mode. */
export function BotCheckField({ check, inputId, error, t }: BotCheckFieldProps) {
  const { bot } = check;
  const statusId = `${inputId}-status`;
  const errorId = `${inputId}-error`;
  return (
    <div className={`bot-check bot-check--${bot.step}${error ? ' form-field--invalid' : ''}`}>
      {bot.step === 'recaptcha' ? (
        <div ref={check.recaptchaRef} id={inputId} tabIndex={-1} />
      ) : (
        <>
          <input
            id={inputId}
            type="checkbox"
            checked={bot.step === 'verified' || bot.step === 'verifying'}
            disabled={bot.step === 'verified' || bot.step === 'verifying'}
            aria-describedby={`${statusId}${error ? ` ${errorId}` : ''}`}
            onChange={() => void check.start()}
          />
          <label htmlFor={inputId}>{t('contact.notRobot')}</label>
        </>
      )}
      <span className="bot-check__status" id={statusId} role="status">
        {bot.step === 'verifying'
          ? t('contact.verifying')
          : bot.step === 'verified'
            ? t('contact.verified')
            : bot.step === 'error'
              ? t('contact.verifyFailed')
              : ''}
      </span>
      <FieldError id={errorId} error={error} t={t} />
    </div>
  );
}
