// Every area's handlers, keyed by the contract's operationId.
import type { Handlers } from '../openapi/register';
import { handlers as auth } from './auth/routes';
import { handlers as tenants } from './tenants/routes';
import { handlers as clients } from './clients/routes';
import { handlers as leads } from './leads/routes';
import { handlers as users } from './users/routes';
import { handlers as media } from './media/routes';
import { handlers as health } from './health/routes';

export const handlers: Handlers = { ...auth, ...tenants, ...clients, ...leads, ...users, ...media, ...health };
