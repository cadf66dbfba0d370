import { z } from 'zod';
import { apiTokenCreatedAnswer, apiTokenListAnswer, createApiTokenBody } from '../../../shared/api-tokens/api-token-schemas.ts';
import {
  loginAnswer,
  permissionListAnswer,
  roleListAnswer,
  sessionAnswer,
  sessionUser,
  userAnswer,
  userImageAnswer,
  userSummary,
} from '../../../shared/api-types.ts';
import {
  checkResetTokenAnswer,
  checkResetTokenBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetAccountBody,
} from '../../../shared/schemas/auth.ts';
import { idParams, listAnswer, listQuery } from '../../../shared/schemas/common.ts';
import { changePasswordBody, roleSaveBody, roleTwoFactorBody, userLanguageBody, userSaveBody } from '../../../shared/schemas/users.ts';
import { signOutOthersAnswer, userSessionParams, userSessionsAnswer } from '../../../shared/sessions/session-schemas.ts';
import {
  factorAddedAnswer,
  loginStepAnswer,
  passkeyLoginBody,
  passkeyNameBody,
  passkeyRegisterBody,
  passwordConfirmBody,
  recoveryCodesAnswer,
  totpSetupAnswer,
  twoFactorStatusAnswer,
  verifyCodeBody,
  verifyRecoveryBody,
  webauthnOptionsAnswer,
} from '../../../shared/two-factor/two-factor-schemas.ts';
import { perm, type RouteCatalogue } from './route-doc.ts';

const AUTH = 'Authentication';
const TWO_FACTOR = 'Two-factor authentication';
const USERS = 'Users and roles';
const TOKENS = 'API tokens';
const manageUsers = perm('manage-users');
const manageTokens = perm('manage-api-tokens', true);
const roleAnswer = z.looseObject({ role: z.unknown() });

/** Signing in and out, second factors, users, roles, sessions and API tokens. */
export const ACCOUNT_ROUTES: RouteCatalogue = {
  'POST /api/auth/login': {
    summary: 'Sign in with email and password',
    description: 'Starts a session (cookie). When the role asks for a second factor the answer names the next step in `TwoFactor`.',
    tag: AUTH,
    access: 'personal',
    body: loginBody,
    response: loginStepAnswer,
    errors: { 400: ['AUTH_01'], 429: ['AUTH_03'] },
    example: { body: { email: 'editor@example.com', password: 'Correct-Horse-1!' } },
  },
  'POST /api/auth/logout': { summary: 'Sign out (ends the session)', tag: AUTH, access: 'personal' },
  'POST /api/auth/user': { summary: 'The signed-in user, or `{ID: 0}`', tag: AUTH, access: 'public', response: sessionAnswer },
  'GET /api/auth/user': { summary: 'The signed-in user, or `{ID: 0}`', tag: AUTH, access: 'public', response: sessionAnswer },
  'POST /api/auth/refresh-session': { summary: 'Extend the session', tag: AUTH, access: 'personal', response: loginAnswer },
  'POST /api/auth/forgot-password': { summary: 'Mail a password reset link', tag: AUTH, access: 'personal', body: forgotPasswordBody },
  'POST /api/auth/reset-account': {
    summary: 'Set a password with a reset or invitation token',
    tag: AUTH,
    access: 'personal',
    body: resetAccountBody,
    errors: { 400: ['V_03', 'V_05', 'V_09', 'V_10', 'V_11'] },
  },
  'POST /api/auth/check-reset-token': {
    summary: 'Whether a reset token is still usable',
    tag: AUTH,
    access: 'personal',
    body: checkResetTokenBody,
    response: checkResetTokenAnswer,
  },
  'POST /api/auth/register': {
    summary: 'Create a user with a password',
    tag: USERS,
    access: manageUsers,
    body: registerBody,
    response: userAnswer,
  },

  'POST /api/auth/two-factor/verify': {
    summary: 'Second step: a TOTP code',
    tag: TWO_FACTOR,
    access: 'personal',
    body: verifyCodeBody,
    response: loginAnswer,
  },
  'POST /api/auth/two-factor/recovery': {
    summary: 'Second step: a recovery code',
    tag: TWO_FACTOR,
    access: 'personal',
    body: verifyRecoveryBody,
    response: loginAnswer,
  },
  'POST /api/auth/two-factor/passkey/login-options': {
    summary: 'Second step: passkey challenge',
    tag: TWO_FACTOR,
    access: 'personal',
    response: webauthnOptionsAnswer,
  },
  'POST /api/auth/two-factor/passkey/login': {
    summary: 'Second step: passkey answer',
    tag: TWO_FACTOR,
    access: 'personal',
    body: passkeyLoginBody,
    response: loginAnswer,
  },
  'GET /api/auth/two-factor/status': {
    summary: 'Your second factors',
    tag: TWO_FACTOR,
    access: 'personal',
    response: twoFactorStatusAnswer,
  },
  'POST /api/auth/two-factor/totp/setup': {
    summary: 'Start setting up an authenticator app',
    tag: TWO_FACTOR,
    access: 'personal',
    response: totpSetupAnswer,
  },
  'POST /api/auth/two-factor/totp/confirm': {
    summary: 'Confirm the authenticator app with a code',
    tag: TWO_FACTOR,
    access: 'personal',
    body: verifyCodeBody,
    response: factorAddedAnswer,
  },
  'POST /api/auth/two-factor/passkey/register-options': {
    summary: 'Passkey registration challenge',
    tag: TWO_FACTOR,
    access: 'personal',
    response: webauthnOptionsAnswer,
  },
  'POST /api/auth/two-factor/passkey/register': {
    summary: 'Register a passkey',
    tag: TWO_FACTOR,
    access: 'personal',
    body: passkeyRegisterBody,
    response: factorAddedAnswer,
  },
  'PUT /api/auth/two-factor/passkey/:id': {
    summary: 'Rename a passkey',
    tag: TWO_FACTOR,
    access: 'personal',
    params: idParams,
    body: passkeyNameBody,
  },
  'DELETE /api/auth/two-factor/passkey/:id': { summary: 'Remove a passkey', tag: TWO_FACTOR, access: 'personal', params: idParams },
  'POST /api/auth/two-factor/recovery-codes': {
    summary: 'Make new recovery codes',
    tag: TWO_FACTOR,
    access: 'personal',
    body: passwordConfirmBody,
    response: recoveryCodesAnswer,
    errors: { 400: ['AUTH_02'] },
  },
  'POST /api/auth/two-factor/disable': {
    summary: 'Remove every second factor',
    tag: TWO_FACTOR,
    access: 'personal',
    body: passwordConfirmBody,
    errors: { 400: ['AUTH_02'] },
  },
  'POST /api/user/:id/reset-two-factor': {
    summary: "Remove a user's second factors",
    tag: TWO_FACTOR,
    access: manageUsers,
    params: idParams,
  },

  'GET /api/user': { summary: 'The signed-in user', tag: USERS, access: 'user', response: sessionUser },
  'GET /api/user/list': { summary: 'List users', tag: USERS, access: manageUsers, query: listQuery, response: listAnswer(userSummary) },
  'POST /api/user': {
    summary: 'Invite a user (mails a link to set a password)',
    tag: USERS,
    access: manageUsers,
    body: userSaveBody,
    response: userAnswer,
    errors: { 400: ['V_02', 'V_06'] },
    example: { body: { email: 'new.editor@example.com', role: 2, profile: { name: 'New Editor', jobTitle: 'Editor' } } },
  },
  'PUT /api/user/password': {
    summary: 'Change your password',
    tag: USERS,
    access: 'personal',
    body: changePasswordBody,
    errors: { 400: ['AUTH_02', 'V_08', 'V_09', 'V_10', 'V_11'] },
  },
  'PUT /api/user/language': { summary: 'Set your admin language', tag: USERS, access: 'user', body: userLanguageBody },
  'GET /api/user/:id': {
    summary: 'A user (yourself, or anyone with manage-users)',
    tag: USERS,
    access: 'user',
    params: idParams,
    response: userAnswer,
  },
  'PUT /api/user/:id': { summary: 'Update a user', tag: USERS, access: 'user', params: idParams, body: userSaveBody, response: userAnswer },
  'DELETE /api/user/:id': { summary: 'Delete a user', tag: USERS, access: manageUsers, params: idParams, errors: { 400: ['UM_10'] } },
  'PUT /api/user/:id/image': {
    summary: 'Upload a profile image (JPEG or PNG)',
    tag: USERS,
    access: 'user',
    params: idParams,
    upload: { field: 'profileImage' },
    response: userImageAnswer,
    errors: { 400: ['UM_06', 'UM_07', 'UM_08'], 413: ['UM_05'] },
  },
  'DELETE /api/user/:id/image': { summary: 'Remove a profile image', tag: USERS, access: 'user', params: idParams },
  'GET /api/user/:id/image': {
    summary: 'A profile image',
    tag: USERS,
    access: 'user',
    params: idParams,
    raw: { contentType: 'image/*', description: 'The JPEG or PNG image.' },
  },
  'GET /api/user/sessions': { summary: 'Your signed-in sessions', tag: USERS, access: 'personal', response: userSessionsAnswer },
  'POST /api/user/sessions/sign-out-others': {
    summary: 'End your other sessions',
    tag: USERS,
    access: 'personal',
    response: signOutOthersAnswer,
  },
  'DELETE /api/user/sessions/:id': { summary: 'End one of your sessions', tag: USERS, access: 'personal', params: userSessionParams },

  'GET /api/role/list': { summary: 'List roles', tag: USERS, access: manageUsers, response: roleListAnswer },
  'GET /api/role/permissions': { summary: 'Every permission name', tag: USERS, access: manageUsers, response: permissionListAnswer },
  'POST /api/role': {
    summary: 'Create a role',
    tag: USERS,
    access: manageUsers,
    body: roleSaveBody,
    response: roleAnswer,
    errors: { 400: ['V_06'] },
  },
  'PUT /api/role/:id': {
    summary: 'Update a role',
    tag: USERS,
    access: manageUsers,
    params: idParams,
    body: roleSaveBody,
    response: roleAnswer,
  },
  'PUT /api/role/:id/two-factor': {
    summary: "Require (or not) a second factor for a role's users",
    tag: USERS,
    access: manageUsers,
    params: idParams,
    body: roleTwoFactorBody,
    response: roleAnswer,
  },
  'DELETE /api/role/:id': {
    summary: 'Delete a role without users',
    tag: USERS,
    access: manageUsers,
    params: idParams,
    errors: { 400: ['V_07'] },
  },

  'POST /api/tokens': {
    summary: 'Create an API token (shown only in this answer)',
    tag: TOKENS,
    access: manageTokens,
    description: 'From a session only: no token mints another.',
    body: createApiTokenBody,
    response: apiTokenCreatedAnswer,
    example: {
      body: { name: 'Front end build', expiresAt: '2027-01-01T00:00:00.000Z', scope: 'read' },
      response: { Success: true, Errors: [], data: { id: 7, token: 'vdt_…' } },
    },
  },
  'GET /api/tokens': {
    summary: 'Your API tokens (all for administrators)',
    tag: TOKENS,
    access: manageTokens,
    response: apiTokenListAnswer,
  },
  'DELETE /api/tokens/:id': { summary: 'Revoke an API token', tag: TOKENS, access: manageTokens, params: idParams },
};
