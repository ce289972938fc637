// Superadmin: registered users, their flags, profile image and tenant memberships.
import type { Handlers } from '../../openapi/register';
import type { Tx } from '../../db/database';
import { badRequest, isUniqueViolation, notFound } from '../../lib/errors';
import { imageRule, removeStored } from '../../lib/uploads';
import { readForm, usingForm } from '../../openapi/multipart';
import { addMembership, findTenantById, removeMembership, setMembershipRole, tenantsOfUser, tenantsOfUsers } from '../tenants/repo';
import { findUserByEmail, findUserById, findUserByUsername, lockUser, searchUsers, toUser, updateUserRow } from './repo';
import { planUserUpdate, USER_MESSAGES } from './rules';

export const PROFILE_IMAGE_RULE = imageRule('profile-images');

async function userResponse(tx: Tx, id: number) {
  const user = await findUserById(tx, id);
  if (!user) throw notFound();
  return toUser(user, await tenantsOfUser(tx, id));
}

async function knownTenant(tx: Tx, tenantId: number) {
  const tenant = await findTenantById(tx, tenantId);
  if (!tenant) throw badRequest({ tenant_id: [USER_MESSAGES.unknownTenant(tenantId)] });
  return tenant;
}

export const handlers: Handlers = {
  async searchUsers(req) {
    const db = req.server.db;
    const users = await searchUsers(db, req.query.search ?? '');
    const tenants = await tenantsOfUsers(
      db,
      users.map((u) => u.id),
    );
    return users.map((u) => toUser(u, tenants.get(u.id) ?? []));
  },

  async getUser(req) {
    return userResponse(req.server.db, req.params.id);
  },

  async updateUser(req) {
    const { id } = req.params;
    const db = req.server.db;
    if (!(await findUserById(db, id))) throw notFound();
    const form = await readForm(req, 'updateUser', { profile_image: PROFILE_IMAGE_RULE });
    const image = form.files.profile_image;
    const { updated, replaced } = await usingForm(form, async () => {
      try {
        return await db.transaction(async (tx) => {
          // Read, check and write under a lock: two edits at once must not both pass the role rules.
          const target = await lockUser(tx, id);
          if (!target) throw notFound();
          const { patch, errors } = planUserUpdate(target, req.user!.id, form.fields);
          const all = { ...errors };
          if (patch.username && patch.username !== target.username && (await findUserByUsername(tx, patch.username))) {
            (all.username ??= []).push(USER_MESSAGES.usernameTaken);
          }
          if (patch.email && patch.email !== target.email && (await findUserByEmail(tx, patch.email))) {
            (all.email ??= []).push(USER_MESSAGES.emailTaken);
          }
          if (Object.keys(all).length) throw badRequest(all);
          if (image) patch.profile_image = image.key;
          await updateUserRow(tx, id, patch);
          return { updated: await userResponse(tx, id), replaced: image ? target.profile_image : null };
        });
      } catch (err) {
        if (isUniqueViolation(err, 'users_username_key')) throw badRequest({ username: [USER_MESSAGES.usernameTaken] });
        if (isUniqueViolation(err, 'users_email_key')) throw badRequest({ email: [USER_MESSAGES.emailTaken] });
        throw err;
      }
    });
    // The replaced image is no longer referenced by anyone.
    if (replaced) await removeStored(req.server.config.dataDir, replaced);
    return updated;
  },

  async addUserTenant(req) {
    const { id } = req.params;
    const { tenant_id, role } = req.body;
    const db = req.server.db;
    if (!(await findUserById(db, id))) throw notFound();
    await knownTenant(db, tenant_id);
    await addMembership(db, id, tenant_id, role);
    return userResponse(db, id);
  },

  async setUserTenantRole(req) {
    const { id, tenant_id } = req.params;
    return req.server.db.transaction(async (tx) => {
      if (!(await findUserById(tx, id))) throw notFound();
      const tenant = await knownTenant(tx, tenant_id);
      if (!(await setMembershipRole(tx, id, tenant, req.body.role))) throw badRequest({ tenant_id: [USER_MESSAGES.notAMember] });
      return userResponse(tx, id);
    });
  },

  async removeUserTenant(req) {
    const { id, tenant_id } = req.params;
    return req.server.db.transaction(async (tx) => {
      if (!(await findUserById(tx, id))) throw notFound();
      await removeMembership(tx, id, await knownTenant(tx, tenant_id));
      return userResponse(tx, id);
    });
  },
};
