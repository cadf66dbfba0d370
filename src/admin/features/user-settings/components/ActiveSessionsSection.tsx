import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { UserSessionEntry } from '../../../../shared/sessions/session-schemas.ts';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { sessionsApi } from '../api.ts';
import { hasOtherSessions, onlyCurrent, orderSessions, withoutSession } from '../sessions-state.ts';
import './sessions.css';

type Notice = { kind: 'one' } | { kind: 'others'; count: number } | null;

/** Session control: where the user is signed in, with "Sign out" per session and everywhere else. */
export function ActiveSessionsSection() {
  const { t, i18n } = useTranslation();
  const [sessions, setSessions] = useState<UserSessionEntry[] | null>(null);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);

  const load = useCallback(async () => {
    try {
      setSessions(orderSessions(await sessionsApi.list()));
      setErrors([]);
    } catch (error) {
      setSessions((current) => current ?? []);
      setErrors(errorsFromUnknown(error));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const run = async (action: () => Promise<Notice>, after: (list: UserSessionEntry[]) => UserSessionEntry[]) => {
    setBusy(true);
    setNotice(null);
    try {
      const done = await action();
      setSessions((current) => after(current ?? []));
      setErrors([]);
      setNotice(done);
    } catch (error) {
      setErrors(errorsFromUnknown(error));
      // What is left is what the server says (the session may have ended on its own).
      await load();
    } finally {
      setBusy(false);
    }
  };

  const device = (session: UserSessionEntry) =>
    t('sessions.device', {
      browser: session.device.browser === 'Unknown' ? t('sessions.unknown') : session.device.browser,
      os: session.device.os === 'Unknown' ? t('sessions.unknown') : session.device.os,
    });

  return (
    <section className="card settings-section" aria-labelledby="active-sessions-title">
      <h2 id="active-sessions-title">{t('sessions.title')}</h2>
      <p className="form__hint">{t('sessions.intro')}</p>
      {notice?.kind === 'one' && <Alert kind="success">{t('sessions.signedOut')}</Alert>}
      {notice?.kind === 'others' && <Alert kind="success">{t('sessions.signedOutOthers', { count: notice.count })}</Alert>}
      <FormErrors errors={errors} includeFieldErrors />
      {sessions === null ? (
        <p>{t('sessions.loading')}</p>
      ) : (
        <>
          <ul className="session-list" aria-label={t('sessions.title')}>
            {sessions.map((session) => (
              <li key={session.id} className="session-list__item" data-current={session.current || undefined}>
                <div>
                  <div className="session-list__device">
                    {device(session)} {session.current && <span className="badge badge--success">{t('sessions.thisDevice')}</span>}
                  </div>
                  <div className="session-list__details">
                    <span>{t('sessions.address', { ip: session.ip || '–' })}</span>
                    <span>{t('sessions.signedIn', { date: formatDate(session.createdAt, i18n.language, true) })}</span>
                    <span>{t('sessions.lastUsed', { date: formatDate(session.lastUsedAt, i18n.language, true) })}</span>
                  </div>
                </div>
                {!session.current && (
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={busy}
                    aria-label={t('sessions.signOutLabel', { device: device(session), ip: session.ip || '–' })}
                    onClick={() =>
                      void run(
                        async () => {
                          await sessionsApi.signOut(session.id);
                          return { kind: 'one' };
                        },
                        (list) => withoutSession(list, session.id),
                      )
                    }
                  >
                    {t('sessions.signOut')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {hasOtherSessions(sessions) ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void run(async () => ({ kind: 'others', count: await sessionsApi.signOutOthers() }), onlyCurrent)}
            >
              {t('sessions.signOutOthers')}
            </button>
          ) : (
            <p className="form__hint">{t('sessions.noOthers')}</p>
          )}
        </>
      )}
    </section>
  );
}
