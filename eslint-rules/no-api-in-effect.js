// House rule: a view never calls the API from a useEffect (no loading, error or retry state, and a
// race on every re-render); the call belongs to a machine's actor, and the view sends it an event.
import { importTarget, inApi, isActors } from './paths.js';

const EFFECTS = new Set(['useEffect', 'useLayoutEffect']);
const CLIENT_NAMES = new Set(['api', 'apexApi']);
const GLOBAL_FETCH_OWNERS = new Set(['window', 'globalThis', 'self']);

const effectName = (callee) => (callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null);

/** Every reference made inside a scope and the scopes nested in it. */
/** A global (fetch, window): unresolved, or one of the parser's built-in globals with no declaration here. */
const isGlobal = (variable) => !variable || (variable.scope.type === 'global' && variable.defs.length === 0);

function* referencesIn(scope) {
  yield* scope.references;
  for (const child of scope.childScopes) yield* referencesIn(child);
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No useEffect in a view that calls the API (api, apexApi, fetch, or a function from an *.actors module or src/api)' },
    messages: { apiInEffect: "This effect calls the API through '{{name}}': give the call to a machine (an actor) and send it an event." },
    schema: [],
  },
  create(context) {
    const sourceCode = context.sourceCode;
    /** Is this variable a value imported from an actors module or from src/api? */
    const isApiImport = (variable) =>
      variable?.defs.some((def) => {
        if (def.type !== 'ImportBinding' || def.parent.importKind === 'type' || def.node.importKind === 'type') return false;
        const source = def.parent.source.value;
        const target = importTarget(context, source);
        return isActors(source) || (target !== null && inApi(target));
      });
    const apiName = (ref) => {
      const { identifier, resolved } = ref;
      const parent = identifier.parent;
      if (ref.isTypeReference || (parent?.type === 'BinaryExpression' && parent.operator === 'instanceof' && parent.right === identifier)) return null;
      if (isApiImport(resolved)) return identifier.name;
      if (CLIENT_NAMES.has(identifier.name)) return identifier.name;
      if (identifier.name === 'fetch' && isGlobal(resolved)) return 'fetch';
      if (
        isGlobal(resolved) &&
        GLOBAL_FETCH_OWNERS.has(identifier.name) &&
        parent?.type === 'MemberExpression' &&
        parent.object === identifier &&
        !parent.computed &&
        parent.property.name === 'fetch'
      )
        return `${identifier.name}.fetch`;
      return null;
    };
    return {
      CallExpression(node) {
        const callback = node.arguments[0];
        if (!EFFECTS.has(effectName(node.callee)) || !callback || (callback.type !== 'ArrowFunctionExpression' && callback.type !== 'FunctionExpression')) return;
        for (const ref of referencesIn(sourceCode.getScope(callback))) {
          const name = apiName(ref);
          if (name) {
            context.report({ node: ref.identifier, messageId: 'apiInEffect', data: { name } });
            return;
          }
        }
      },
    };
  },
};
