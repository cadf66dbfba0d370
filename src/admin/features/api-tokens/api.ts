import {
  apiTokenCreatedAnswer,
  apiTokenListAnswer,
  type ApiTokenCreated,
  type ApiTokenSummary,
  type CreateApiTokenBody,
} from '../../../shared/api-tokens/api-token-schemas.ts';
import { apiResult } from '../../../shared/api-types.ts';
import { checkedApi } from '../../lib/api-client.ts';

/** The API tokens screen's calls (manage-api-tokens); every answer is checked against its shared schema. */
export const fetchApiTokens = (): Promise<ApiTokenSummary[]> =>
  checkedApi.get(apiTokenListAnswer, '/tokens').then((answer) => answer.data.items);

/** The answer holds the token itself: the only time it is ever shown. */
export const createApiToken = (body: CreateApiTokenBody): Promise<ApiTokenCreated> =>
  checkedApi.post(apiTokenCreatedAnswer, '/tokens', body).then((answer) => answer.data);

export const revokeApiToken = (id: number) => checkedApi.delete(apiResult, `/tokens/${id}`);
