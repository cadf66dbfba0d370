import { apiResult } from '../../../shared/api-types.ts';
import {
  webhookAnswer,
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

export const createWebhook = (body: WebhookInput) => checkedApi.post(webhookAnswer, '/webhooks', body).then((answer) => answer.data);

export const updateWebhook = (id: number, body: WebhookInput) =>
  checkedApi.put(webhookAnswer, `/webhooks/${id}`, body).then((answer) => answer.data);

export const deleteWebhook = (id: number) => checkedApi.delete(apiResult, `/webhooks/${id}`);

export const fetchDeliveries = (endpointId: number, pageIndex = 0, pageSize = 50) =>
  checkedApi
    .post(webhookDeliveryListAnswer, `/webhooks/${endpointId}/deliveries/list`, { pageIndex, pageSize })
    .then((answer) => answer.data);

export const resendDelivery = (deliveryId: number) =>
  checkedApi.post(webhookDeliveryAnswer, `/webhooks/deliveries/${deliveryId}/resend`, {}).then((answer) => answer.data);
