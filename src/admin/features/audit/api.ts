import { userSummary } from '../../../shared/api-types.ts';
import { auditListAnswer } from '../../../shared/audit/audit-schemas.ts';
import { listAnswer } from '../../../shared/schemas/common.ts';
import { checkedApi } from '../../lib/api-client.ts';
import type { AuditListRequest } from './audit-state.ts';

export type { AuditEntryDto } from '../../../shared/audit/audit-schemas.ts';

const userOptionsAnswer = listAnswer(userSummary);

/** The audit log (view-audit-log); every answer is checked against its shared schema. */
export const auditApi = {
  list: (request: AuditListRequest) => checkedApi.post(auditListAnswer, '/audit/list', request),
  /** For the user filter; needs manage-users, so the filter falls back to the search box without it. */
  users: () => checkedApi.get(userOptionsAnswer, '/user/list', { pageIndex: 0, pageSize: 200, columnToSort: 'name', sortOrder: 'asc' }),
};
