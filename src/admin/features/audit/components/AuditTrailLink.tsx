import { Link } from 'react-router';
import type { AuditObjectType } from '../../../../shared/audit/audit-schemas.ts';
import { Icon } from '../../../components/Icon.tsx';
import { usePermission } from '../../auth/auth-state.ts';
import { auditTrailLink } from '../audit-state.ts';

/**
 * "Everything that happened to this object": the audit log narrowed to it, for an object's own
 * screen (the page editor's history). Shown only to who may read the log (view-audit-log).
 */
export function AuditTrailLink({ objectType, objectId, label }: { objectType: AuditObjectType; objectId: string | number; label: string }) {
  if (!usePermission('view-audit-log')) return null;
  return (
    <Link to={auditTrailLink(objectType, objectId)} className="button button--ghost button--small">
      <Icon name="history" size={16} />
      {label}
    </Link>
  );
}
