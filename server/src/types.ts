// What the app adds to Fastify's instance and requests.
import type { Database } from './db/database';
import type { TokenService } from './lib/tokens';
import type { Clock } from './lib/clock';
import type { Config } from './config';
import type { TenantRow } from './modules/tenants/repo';
import type { UserRow } from './modules/users/repo';
import type { MessageWorker } from './modules/messaging/worker';
import type { Callers } from './modules/users/callers';
import type { TenantLimiter } from './lib/tenant-limiter';
import type { Role } from '@shared/roles';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    tokens: TokenService;
    config: Config;
    clock: Clock;
    /** The gate's lookups (on PGlite kept until users, tenants or memberships change). */
    callers: Callers;
    /** Delivers the message queue; wake() it after queuing. */
    messageWorker: MessageWorker;
    /** Per-tenant turns for heavy calls (finalize, place): see lib/tenant-limiter.ts. */
    heavyCalls: TenantLimiter;
  }
  interface FastifyRequest {
    /** The signed-in user, as the gate read it (null when anonymous); never modify it. */
    user: UserRow | null;
    /** The tenant of the Host, for merchant and supplier operations. */
    tenant: TenantRow | null;
    /** The caller's role in that tenant (set with `tenant`), for rules finer than an operation's x-roles. */
    role: Role | null;
  }
}
export {};
