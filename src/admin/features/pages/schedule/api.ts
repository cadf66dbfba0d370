import { apiResult } from '../../../../shared/api-types.ts';
import {
  scheduleAnswer,
  upcomingSchedulesAnswer,
  type ScheduleBody,
  type UpcomingScheduleItem,
} from '../../../../shared/pages/schedule-schemas.ts';
import { checkedApi } from '../../../lib/api-client.ts';

export type { ScheduleDto, UpcomingScheduleItem } from '../../../../shared/pages/schedule-schemas.ts';

const answer = apiResult.extend(scheduleAnswer.shape);

/** Scheduled publishing (issue 16): the page's one schedule; setting and clearing need publish-page. */
export const scheduleApi = {
  get: (pageId: number) => checkedApi.get(answer, `/page/${pageId}/schedule`),
  set: (pageId: number, body: ScheduleBody) => checkedApi.post(answer, `/page/${pageId}/schedule`, body),
  clear: (pageId: number) => checkedApi.delete(apiResult, `/page/${pageId}/schedule`),
};

/** The upcoming publications and unpublications of every page, soonest first; `part` narrows to one kind. */
export const fetchUpcomingSchedules =
  (part: 'publish' | 'unpublish' | '') =>
  (pageIndex: number, pageSize: number, searchTerm: string): Promise<{ data: { items: UpcomingScheduleItem[]; totalItems: number } }> =>
    checkedApi.post(upcomingSchedulesAnswer, '/schedules/list', { pageIndex, pageSize, searchTerm, part });
