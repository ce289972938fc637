import rule from './no-request-cast.js';
import { ruleTester } from './rule-tester.js';

const error = { messageId: 'requestCast' };

ruleTester.run('no-request-cast', rule, {
  valid: [
    'const { id } = req.params; const page = req.query.page ?? 1;',
    'const body = req.body; const rows = (await tx.query(sql)) as Row[];',
    'const n = reply.body as string; const x = other.params as { id: string };',
    "const key = req.headers['x-key'] as string;",
  ],
  invalid: [
    { code: 'const { id } = req.params as { id: string };', errors: [{ ...error, data: { part: 'req.params' } }] },
    { code: 'const q = req.query as unknown as { page: number };', errors: [error] },
    { code: 'const b = request.body satisfies object;', errors: [{ ...error, data: { part: 'request.body' } }] },
    { code: 'const items = req.body.items as Item[];', errors: [error] },
    { code: 'const page = req.query?.page as string;', errors: [error] },
    { code: 'const b = <{ name: string }>req.body;', filename: 'server/src/modules/x/routes.ts', errors: [error] },
  ],
});
