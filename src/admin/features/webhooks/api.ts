import { apiResult } from '../../../shared/api-types.ts';
import {
  webhookAnswer,
  webhookCreatedAnswer,
  webhookDeliveryAnswer,
  webhookDeliveryListAnswer,
  webhookListAnswer,
  type WebhookDto,
  type WebhookInput,
} from '../../../shared/webhooks/webhook-schemas.ts';
import type { ListFetcher } from '../../components/paginated-list/use-paginated-list.ts';
import { checkedApi } from '../../lib/api-client.ts';

/** The Webhooks screen's calls (manage-webhooks); every answer is checked against its shared schema. */
export const fetchWebhooks: ListFetcher<WebhookDto> = (pageIndex, pageSize, searchTerm, _columnToSort, sortOrder) =>
  checkedApi.post(webhookListAnswer, '/webhooks/list', { pageIndex, pageSize, searchTerm, sortOrder });

/** The only answer with the secret in full (lists and changes mask it). */
export const createWebhook = (body: WebhookInput) => checkedApi.post(webhookCreatedAnswer, '/webhooks', body).then((answer) => answer.data);

export const updateWebhook = (id: number, body: WebhookInput) =>
  checkedApi.put(webhookAnswer, `/webhooks/${id}`, body).then((answer) => answer.data);

/**
 * A new signing secret, made here and sent as the endpoint's own (a rotation): the server never
 * answers a secret again after creation, so this screen shows the one it made, once.
 */
export const rotateWebhookSecret = async (webhook: WebhookDto, secret: string) => ({
  ...(await updateWebhook(webhook.id, { url: webhook.url, events: webhook.events, active: webhook.active, secret })),
  secret,
});

export const deleteWebhook = (id: number) => checkedApi.delete(apiResult, `/webhooks/${id}`);

export const fetchDeliveries = (endpointId: number, pageIndex = 0, pageSize = 50) =>
  checkedApi
    .post(webhookDeliveryListAnswer, `/webhooks/${endpointId}/deliveries/list`, { pageIndex, pageSize })
    .then((answer) => answer.data);

export const resendDelivery = (deliveryId: number) =>
  checkedApi.post(webhookDeliveryAnswer, `/webhooks/deliveries/${deliveryId}/resend`, {}).then((answer) => answer.data);
