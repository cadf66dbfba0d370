import { indexStatusAnswer } from '../../../shared/search/search-index-status.ts';
import { checkedApi } from '../../lib/api-client.ts';

export const fetchIndexStatus = () => checkedApi.get(indexStatusAnswer, '/search/status').then((response) => response.data);
export const indexAllPages = () => checkedApi.post(indexStatusAnswer, '/search/index-all-pages').then((response) => response.data);
export const removeAllPages = () => checkedApi.post(indexStatusAnswer, '/search/remove-all-pages').then((response) => response.data);
