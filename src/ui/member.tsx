// Who is signed in to the area's tenant, provided by the area layout from the session: data kept
// on the device (a count's unsaved edits) is kept per member, so another member never sees it.
import { createContext, useContext } from 'react';

export interface Member {
  tenantId: number;
  userId: number;
}

export const MemberContext = createContext<Member | null>(null);

/** The signed-in member; null without a provider (screen tests). */
export const useMember = (): Member | null => useContext(MemberContext);
