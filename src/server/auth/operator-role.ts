import { createAccessControl } from 'better-auth/plugins/access';
import { admin } from 'better-auth/plugins/admin';
import { defaultStatements } from 'better-auth/plugins/admin/access';
import { OPERATOR_ROLE } from '../../shared/admin';

/*
 * The operator role (issue 27, decision 0044), kept by better-auth's admin plugin: a `role` on the user
 * ('user' for owners, 'operator' for the people who run the product) and the `impersonatedBy` mark on
 * sessions that "View as owner" creates. The plugin's own HTTP endpoints (/api/auth/admin/*) are closed
 * (auth-plugin.ts): operators act only through /api/admin, where every action is checked and audited.
 * The operator's only permission in the plugin's terms is the impersonation View as owner asks it for.
 */

const ac = createAccessControl(defaultStatements);

export const AUTH_ROLES = {
  user: ac.newRole({ user: [], session: [] }),
  [OPERATOR_ROLE]: ac.newRole({ user: ['impersonate'], session: [] }),
};

/** How long a "View as owner" session lasts at most. */
export const VIEW_AS_SESSION_SECONDS = 60 * 60;

export function operatorRolePlugin() {
  return admin({ ac, roles: AUTH_ROLES, defaultRole: 'user', adminRoles: [OPERATOR_ROLE], impersonationSessionDuration: VIEW_AS_SESSION_SECONDS });
}

/** Whether a better-auth role value (a comma-separated list) includes the operator role. */
export function hasOperatorRole(role: string | null | undefined): boolean {
  return (role ?? '').split(',').some((r) => r.trim() === OPERATOR_ROLE);
}
