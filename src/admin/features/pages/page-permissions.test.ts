import { describe, expect, it } from 'vitest';
import { grantGate, roleChangeGate } from '../users/role-gates.ts';
import { pageGates } from './page-permissions.ts';

const perms = (...names: string[]) => names.map((name) => ({ name }));
const published = { publishedVersionID: 3 };
const draft = { publishedVersionID: null };

/** Issue 14 defect 10: what the editor disables, and why, mirrors what the server refuses. */
describe('pageGates', () => {
  it('an editor without publish-page may not delete a published page, and is told which permission it takes', () => {
    const gates = pageGates(perms('create-page'), published);
    expect(gates.delete).toEqual({ key: 'permissionGate.deletePublished', values: { permission: 'publish-page' } });
    expect(gates.save).toBeNull();
    expect(gates.slugMode).toBe('pending');
  });

  it('an editor may delete an unpublished page and change its slug at once', () => {
    const gates = pageGates(perms('create-page'), draft);
    expect(gates.delete).toBeNull();
    expect(gates.slugMode).toBe('unpublished');
  });

  it('a publisher changes the live address at once and may delete', () => {
    const gates = pageGates(perms('create-page', 'publish-page'), published);
    expect(gates.delete).toBeNull();
    expect(gates.slugMode).toBe('immediate');
  });

  it('without create-page nothing of the page can be changed (a reviewer or a publisher only)', () => {
    const gates = pageGates(perms('publish-page', 'review-publication'), published);
    const needsEdit = { key: 'permissionGate.needPermission', values: { permission: 'create-page' } };
    expect([gates.save, gates.duplicate, gates.delete, gates.restore, gates.preview, gates.pageSettings, gates.share]).toEqual(
      Array(7).fill(needsEdit),
    );
    expect(gates.slugMode).toBe('none');
  });
});

describe('role gates', () => {
  const actor = { roleId: 4, permissions: perms('manage-users', 'create-page') };
  it('refuses changing the own role and a role stronger than the user', () => {
    expect(roleChangeGate(actor, { id: 4, permissions: [] })?.key).toBe('permissionGate.ownRole');
    expect(roleChangeGate(actor, { id: 5, permissions: perms('publish-page') })?.key).toBe('permissionGate.roleTooStrong');
    expect(roleChangeGate(actor, { id: 6, permissions: perms('create-page') })).toBeNull();
  });
  it('only permissions the user holds can be granted', () => {
    expect(grantGate(actor, 'create-page')).toBeNull();
    expect(grantGate(actor, 'publish-page')).toEqual({ key: 'permissionGate.grantOnlyHeld', values: { permission: 'publish-page' } });
  });
});
