// The fake team of Corner Bistro (owners only on the server; the fake does not check roles): members
// with roles, invitations with resend and revoke, and the last owner's 409. Not app code.
import { HttpResponse } from 'msw';
import type { components } from '../../src/api/schema';
import { contract } from './contract';
import { detail, fieldErrors, noContent } from './common';

type TeamMember = components['schemas']['TeamMember'];
type TeamInvitation = components['schemas']['TeamInvitation'];

export interface TeamDb {
  members: TeamMember[];
  invitations: TeamInvitation[];
  nextId: number;
}

export const LAST_OWNER = 'Corner Bistro must keep at least one owner. Make another member an owner first.';

export function createTeamDb(): TeamDb {
  return {
    members: [
      { user_id: 2, username: 'merchant', email: 'merchant@example.com', first_name: 'Maria', last_name: 'Lopez', role: 'owner' },
      { user_id: 7, username: 'staff', email: 'staff@example.com', first_name: 'Sasha', last_name: 'Reyes', role: 'staff' },
    ],
    invitations: [{ id: 1, email: 'cook@example.com', role: 'staff', status: 'pending', created_at: '2026-11-20T10:00:00Z', expires_at: '2026-11-27T10:00:00Z', accepted_at: null }],
    nextId: 2,
  };
}

const lastOwner = (db: TeamDb, userId: number) => db.members.filter((m) => m.role === 'owner').every((m) => m.user_id === userId);

export function teamHandlers(db: TeamDb) {
  const invitation = (id: number) => db.invitations.find((i) => i.id === id);
  return [
    contract.get('/team/members/', () => HttpResponse.json(db.members)),
    contract.get('/team/invitations/', () => HttpResponse.json(db.invitations)),
    contract.patch('/team/members/{user_id}/', async ({ params, request }) => {
      const member = db.members.find((m) => m.user_id === Number(params.user_id));
      if (!member) return detail('Not a member of this team.', 404);
      const { role } = (await request.json()) as { role: TeamMember['role'] };
      if (role !== 'owner' && member.role === 'owner' && lastOwner(db, member.user_id)) return detail(LAST_OWNER, 409);
      member.role = role;
      return HttpResponse.json(member);
    }),
    contract.delete('/team/members/{user_id}/', ({ params }) => {
      const member = db.members.find((m) => m.user_id === Number(params.user_id));
      if (!member) return detail('Not a member of this team.', 404);
      if (member.role === 'owner' && lastOwner(db, member.user_id)) return detail(LAST_OWNER, 409);
      db.members = db.members.filter((m) => m !== member);
      return noContent();
    }),
    contract.post('/team/invitations/', async ({ request }) => {
      const { email, role } = (await request.json()) as { email: string; role: TeamMember['role'] };
      if (!email.includes('@')) return fieldErrors({ email: ['Enter a valid email address.'] });
      if (db.members.some((m) => m.email === email)) return fieldErrors({ email: ['This person is already a member of Corner Bistro.'] });
      const created: TeamInvitation = { id: db.nextId++, email, role, status: 'pending', created_at: '2026-11-26T10:00:00Z', expires_at: '2026-12-03T10:00:00Z', accepted_at: null };
      db.invitations.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
    contract.post('/team/invitations/{id}/resend/', ({ params }) => {
      const found = invitation(Number(params.id));
      if (!found) return detail('Not found.', 404);
      Object.assign(found, { status: 'pending', expires_at: '2026-12-03T10:00:00Z' });
      return HttpResponse.json(found);
    }),
    contract.delete('/team/invitations/{id}/', ({ params }) => {
      const found = invitation(Number(params.id));
      if (!found) return detail('Not found.', 404);
      if (found.status === 'revoked') return detail('This invitation was revoked: it cannot be sent again or revoked.', 409);
      found.status = 'revoked';
      return HttpResponse.json(found);
    }),
  ];
}
