// Every area's handlers, keyed by the contract's operationId.
import type { Handlers } from '../openapi/register';
import { handlers as auth } from './auth/routes';
import { handlers as tenants } from './tenants/routes';

export const handlers: Handlers = { ...auth, ...tenants };
