import { z } from 'zod';
import { pagePresenceAnswer } from '../../../../shared/presence/presence-schemas.ts';
import { checkedApi } from '../../../lib/api-client.ts';

/** This tab has the page open; the answer lists the other users who have it open too. */
export const sendPresence = (pageId: number, clientId: string, unsaved: boolean) =>
  checkedApi.post(pagePresenceAnswer, `/page/${pageId}/presence`, { clientId, unsaved }).then((answer) => answer.others);

/** This tab closed the page. */
export const leavePresence = (pageId: number, clientId: string) =>
  checkedApi.post(z.object({}).loose(), `/page/${pageId}/presence/leave`, { clientId });
