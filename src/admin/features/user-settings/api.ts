import { apiResult } from '../../../shared/api-types.ts';
import { signOutOthersAnswer, userSessionsAnswer } from '../../../shared/sessions/session-schemas.ts';
import { checkedApi } from '../../lib/api-client.ts';

/** Session control calls of User settings; every answer is checked against its shared schema. */
export const sessionsApi = {
  list: () => checkedApi.get(userSessionsAnswer, '/user/sessions').then((answer) => answer.data),
  signOut: (id: string) => checkedApi.delete(apiResult, `/user/sessions/${encodeURIComponent(id)}`),
  signOutOthers: () => checkedApi.post(signOutOthersAnswer, '/user/sessions/sign-out-others').then((answer) => answer.data.ended),
};
