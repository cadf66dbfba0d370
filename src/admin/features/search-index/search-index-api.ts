import { api } from '../../lib/api-client.ts';
import type { IndexStatus } from './search-index-state.ts';

export const fetchIndexStatus = () => api.get<{ data: IndexStatus }>('/search/status').then((response) => response.data);
export const indexAllPages = () => api.post<{ data: IndexStatus }>('/search/index-all-pages').then((response) => response.data);
export const removeAllPages = () => api.post<{ data: IndexStatus }>('/search/remove-all-pages').then((response) => response.data);
