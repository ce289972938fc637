// The member's role in the area's tenant, provided by the area layout from the session
// (decisions.md "Roles"); screens pass it to their machines, whose guards decide.
import { createContext, useContext } from 'react';
import type { Role } from '../lib/roles';

export const RoleContext = createContext<Role | null>(null);

/** The role in the current tenant; without a provider (or a role), an owner's: the server still refuses what the role may not do. */
export const useRole = (): Role => useContext(RoleContext) ?? 'owner';
