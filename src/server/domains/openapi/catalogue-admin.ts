import { z } from 'zod';
import { auditListAnswer, auditListBody } from '../../../shared/audit/audit-schemas.ts';
import { consentRecordBody, consentSummaryAnswer } from '../../../shared/consent/consent-schemas.ts';
import { contactSubmissionDto, contactSubmitBody } from '../../../shared/contact/contact-schemas.ts';
import {
  markNotificationsReadBody,
  notificationListAnswer,
  notificationListQuery,
  unreadCountAnswer,
} from '../../../shared/notifications/notification-schemas.ts';
import { companyAnswer, companySettings } from '../../../shared/schemas/company.ts';
import { id, idParams, listAnswer, listQuery } from '../../../shared/schemas/common.ts';
import { publicSettingsAnswer, siteSettings, siteSettingsAnswer } from '../../../shared/schemas/settings.ts';
import {
  webhookAnswer,
  webhookBody,
  webhookCreatedAnswer,
  webhookDeliveryAnswer,
  webhookDeliveryListAnswer,
  webhookDeliveryListBody,
  webhookListAnswer,
  webhookListBody,
} from '../../../shared/webhooks/webhook-schemas.ts';
import { perm, type RouteCatalogue } from './route-doc.ts';

const SETTINGS = 'Settings';
const CONTACT = 'Contact form and consent';
const AUDIT = 'Audit log and notifications';
const WEBHOOKS = 'Webhooks';
const settings = perm('manage-settings');
const webhooks = perm('manage-webhooks');
/** Like the route's own (webhooks.routes.ts): an endpoint's id and one of its deliveries. */
const endpointDeliveryParams = z.object({ id, deliveryId: id });

/** The answer shape of the shared ContactChallenge type (contact-schemas.ts has it as a type only). */
const contactChallengeAnswer = z.object({
  data: z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('pow'), challenge: z.string(), difficulty: z.number(), expiresAt: z.number(), signature: z.string() }),
    z.object({ mode: z.literal('recaptcha'), siteKey: z.string() }),
  ]),
});

/** Settings, contact form, consent, audit log, notifications and webhooks. */
export const ADMIN_ROUTES: RouteCatalogue = {
  'GET /api/settings/get': {
    summary: 'Public site settings (languages, company details)',
    tag: SETTINGS,
    access: 'public',
    response: publicSettingsAnswer,
  },
  'GET /api/settings/company': { summary: 'Company details, all of them', tag: SETTINGS, access: settings, response: companyAnswer },
  'PUT /api/settings/site': {
    summary: 'Save the site settings',
    description: 'Fields left out keep their stored values.',
    tag: SETTINGS,
    access: settings,
    body: siteSettings,
    response: siteSettingsAnswer,
  },
  'PUT /api/settings/company': {
    summary: 'Save the company details',
    tag: SETTINGS,
    access: settings,
    body: companySettings,
    response: companyAnswer,
  },

  'GET /api/contact/challenge': {
    summary: 'A bot check for the contact form',
    tag: CONTACT,
    access: 'public',
    response: contactChallengeAnswer,
  },
  'POST /api/contact/submit': { summary: 'Send the contact form', tag: CONTACT, access: 'public', body: contactSubmitBody },
  'GET /api/contact/submissions': {
    summary: 'Contact form messages',
    tag: CONTACT,
    access: settings,
    query: listQuery,
    response: listAnswer(contactSubmissionDto),
  },
  'GET /api/contact/submissions/:id': {
    summary: 'One contact form message',
    tag: CONTACT,
    access: settings,
    params: idParams,
    response: z.object({ data: contactSubmissionDto }),
  },
  'POST /api/consent': { summary: "Record a visitor's cookie consent", tag: CONTACT, access: 'public', body: consentRecordBody },
  'GET /api/consent/summary': { summary: 'Consent statistics', tag: CONTACT, access: settings, response: consentSummaryAnswer },

  'POST /api/audit/list': {
    summary: 'The audit log',
    tag: AUDIT,
    access: perm('view-audit-log'),
    body: auditListBody,
    response: auditListAnswer,
  },
  'GET /api/notifications': {
    summary: 'Your notifications',
    tag: AUDIT,
    access: 'user',
    query: notificationListQuery,
    response: notificationListAnswer,
  },
  'GET /api/notifications/unread-count': {
    summary: 'How many notifications are unread',
    tag: AUDIT,
    access: 'user',
    response: unreadCountAnswer,
  },
  'POST /api/notifications/read': {
    summary: 'Mark notifications read',
    tag: AUDIT,
    access: 'user',
    body: markNotificationsReadBody,
    response: unreadCountAnswer,
  },

  'POST /api/webhooks/list': {
    summary: 'List webhook endpoints',
    tag: WEBHOOKS,
    access: webhooks,
    body: webhookListBody,
    response: webhookListAnswer,
  },
  'GET /api/webhooks': {
    summary: 'List webhook endpoints',
    tag: WEBHOOKS,
    access: webhooks,
    query: webhookListBody,
    response: webhookListAnswer,
  },
  'POST /api/webhooks': {
    summary: 'Register a webhook endpoint',
    tag: WEBHOOKS,
    access: webhooks,
    body: webhookBody,
    response: webhookCreatedAnswer,
    errors: { 400: ['V_13', 'V_14', 'V_16'] },
    example: { body: { url: 'https://crm.example.com/hooks/cms', events: ['page.published'], active: true } },
  },
  'PUT /api/webhooks/:id': {
    summary: 'Change a webhook endpoint',
    tag: WEBHOOKS,
    access: webhooks,
    params: idParams,
    body: webhookBody,
    response: webhookAnswer,
    errors: { 400: ['V_13', 'V_14', 'V_16'] },
  },
  'DELETE /api/webhooks/:id': { summary: 'Delete a webhook endpoint', tag: WEBHOOKS, access: webhooks, params: idParams },
  'POST /api/webhooks/:id/deliveries/list': {
    summary: "An endpoint's delivery log",
    tag: WEBHOOKS,
    access: webhooks,
    params: idParams,
    body: webhookDeliveryListBody,
    response: webhookDeliveryListAnswer,
  },
  'GET /api/webhooks/:id/deliveries': {
    summary: "An endpoint's delivery log",
    tag: WEBHOOKS,
    access: webhooks,
    params: idParams,
    query: webhookDeliveryListBody,
    response: webhookDeliveryListAnswer,
  },
  'POST /api/webhooks/deliveries/:id/resend': {
    summary: 'Send a delivery again',
    tag: WEBHOOKS,
    access: webhooks,
    params: idParams,
    response: webhookDeliveryAnswer,
  },
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend': {
    summary: 'Send a delivery again',
    tag: WEBHOOKS,
    access: webhooks,
    params: endpointDeliveryParams,
    response: webhookDeliveryAnswer,
  },
};
