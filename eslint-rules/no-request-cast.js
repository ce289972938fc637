// House rule: a handler's req.params, req.query and req.body are typed from the contract by its
// operationId (server/src/openapi/operations.ts); a cast would hide a drift between the two.
const PARTS = new Set(['params', 'query', 'body']);
const REQUESTS = new Set(['req', 'request']);

const unwrap = (node) => (node.type === 'TSNonNullExpression' || node.type === 'ChainExpression' ? unwrap(node.expression) : node);

/** The request part (`req.body`) at the root of `req.body`, `req.body.items`, `req.query?.page`...; null otherwise. */
function requestPart(node) {
  node = unwrap(node);
  if (node.type !== 'MemberExpression') return null;
  const object = unwrap(node.object);
  if (object.type === 'Identifier' && REQUESTS.has(object.name) && !node.computed && PARTS.has(node.property.name)) return `${object.name}.${node.property.name}`;
  return requestPart(object);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No `as`, `satisfies` or <T> cast of req.params, req.query or req.body' },
    messages: { requestCast: '{{part}} is typed from the contract by the operationId: type the handler (Handlers in server/src/openapi/operations.ts) instead of casting.' },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const part = requestPart(node.expression);
      if (part) context.report({ node, messageId: 'requestCast', data: { part } });
    };
    return { TSAsExpression: check, TSSatisfiesExpression: check, TSTypeAssertion: check };
  },
};
