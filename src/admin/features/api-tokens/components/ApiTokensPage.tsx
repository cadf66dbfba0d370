import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiTokenSummary } from '../../../../shared/api-tokens/api-token-schemas.ts';
import type { ApiError } from '../../../../shared/errors.ts';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { hasPermission, useAuthStore } from '../../auth/auth-state.ts';
import { fetchApiTokens } from '../api.ts';
import { ALL_TOKENS_PERMISSION, describeScope, isExpired } from '../api-tokens-state.ts';
import { CreateApiTokenDialog, CreatedTokenPanel, RevokeApiTokenDialog } from './ApiTokenDialogs.tsx';
import '../api-tokens.css';

type Dialog = { kind: 'create' } | { kind: 'revoke'; token: ApiTokenSummary } | null;

/**
 * API tokens (issue 19, manage-api-tokens): the user's tokens (everyone's for user managers, with
 * their owner), with what each may do in words, its expiry and last use; create (the token is
 * shown once, here) and revoke.
 */
export function ApiTokensPage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('apiTokens.title'));
  const seesAll = useAuthStore((state) => hasPermission(state.permissions, ALL_TOKENS_PERMISSION));
  const [tokens, setTokens] = useState<ApiTokenSummary[] | null>(null);
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((value) => value + 1);

  useEffect(() => {
    let cancelled = false;
    fetchApiTokens()
      .then((items) => {
        if (cancelled) return;
        setTokens(items);
        setErrors([]);
      })
      .catch((error: unknown) => {
        if (!cancelled) setErrors(errorsFromUnknown(error));
      });
    return () => {
      cancelled = true;
    };
  }, [version]);

  const date = (value: string | null) => (value ? formatDate(value, i18n.language, true) : t('apiTokens.never'));
  const scopeText = (token: ApiTokenSummary) => {
    const scope = describeScope(token);
    if (scope.key === 'apiTokens.scopeRead') return t(scope.key);
    if (scope.key === 'apiTokens.scopeUser') return t(scope.key, { name: scope.name });
    const labels = scope.permissions.map((name) => t(`permissions.${name}`));
    return t(scope.key, { name: scope.name, permissions: labels.join(', ') });
  };

  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('apiTokens.title')}</h1>
          <p className="page__intro">{t('apiTokens.intro')}</p>
        </div>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setNotice(null);
            setDialog({ kind: 'create' });
          }}
        >
          <Icon name="plus" size={18} />
          {t('apiTokens.create')}
        </button>
      </header>
      {notice && <Alert kind="success">{notice}</Alert>}
      {created && <CreatedTokenPanel name={created.name} token={created.token} onDismiss={() => setCreated(null)} />}
      <FormErrors errors={errors} includeFieldErrors />
      <div className="card card--flush">
        <div className="table-wrapper" aria-busy={tokens === null}>
          <table className="data-table">
            <caption className="visually-hidden">{t('apiTokens.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('apiTokens.columnName')}</th>
                <th scope="col">{t('apiTokens.columnScope')}</th>
                {seesAll && <th scope="col">{t('apiTokens.columnOwner')}</th>}
                <th scope="col">{t('apiTokens.columnCreated')}</th>
                <th scope="col">{t('apiTokens.columnExpires')}</th>
                <th scope="col">{t('apiTokens.columnLastUsed')}</th>
                <th scope="col" style={{ width: '8rem' }}>
                  <span className="visually-hidden">{t('common.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {tokens?.length === 0 && (
                <tr>
                  <td colSpan={seesAll ? 7 : 6} className="data-table__empty">
                    {t('apiTokens.empty')}
                  </td>
                </tr>
              )}
              {tokens?.map((token) => (
                <tr key={token.id}>
                  <td data-label={t('apiTokens.columnName')}>
                    <strong>{token.name}</strong>
                  </td>
                  <td data-label={t('apiTokens.columnScope')}>{scopeText(token)}</td>
                  {seesAll && <td data-label={t('apiTokens.columnOwner')}>{token.userName}</td>}
                  <td data-label={t('apiTokens.columnCreated')}>{date(token.createdAt)}</td>
                  <td data-label={t('apiTokens.columnExpires')}>
                    {date(token.expiresAt)}
                    {isExpired(token) && <span className="badge badge--neutral badge--spaced">{t('apiTokens.expired')}</span>}
                  </td>
                  <td data-label={t('apiTokens.columnLastUsed')}>{date(token.lastUsedAt)}</td>
                  <td style={{ textAlign: 'right' }}>
                    <button
                      type="button"
                      className="button button--ghost button--small button--danger-text"
                      aria-label={t('apiTokens.revokeLabel', { name: token.name })}
                      onClick={() => {
                        setNotice(null);
                        setDialog({ kind: 'revoke', token });
                      }}
                    >
                      {t('apiTokens.revoke')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {tokens === null && errors.length === 0 && (
            <div className="table-wrapper__loading">
              <Spinner label={t('common.loading')} />
            </div>
          )}
        </div>
      </div>
      {dialog?.kind === 'create' && (
        <CreateApiTokenDialog
          onCancel={() => setDialog(null)}
          onCreated={(made) => {
            setDialog(null);
            setCreated(made);
            setNotice(t('apiTokens.createdNotice', { name: made.name }));
            reload();
          }}
        />
      )}
      {dialog?.kind === 'revoke' && (
        <RevokeApiTokenDialog
          token={dialog.token}
          onCancel={() => setDialog(null)}
          onDone={(message) => {
            setDialog(null);
            setNotice(message);
            reload();
          }}
        />
      )}
    </section>
  );
}
