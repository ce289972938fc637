// House rule: only src/api and the actor files (*.actors.ts) talk to the API client; machines and
// views get their calls through actors, so tests can stub them and a view never fetches by itself.
import { eachImport, fileOf, importTarget, isActors, isTest } from './paths.js';

const isClient = (target) => target === 'src/api/client' || target === 'src/api/client.ts';

export default {
  meta: {
    type: 'problem',
    docs: { description: 'The API client (src/api/client, openapi-fetch) is imported only in src/api/** and *.actors.ts files' },
    messages: { apiClient: "'{{source}}' is the API client: call it from an *.actors.ts file (or src/api), not here." },
    schema: [],
  },
  create(context) {
    const file = fileOf(context);
    if (file.startsWith('src/api/') || isActors(file) || isTest(file)) return {};
    return eachImport((node, source) => {
      const target = importTarget(context, source);
      if (source === 'openapi-fetch' || (target && isClient(target))) context.report({ node, messageId: 'apiClient', data: { source } });
    });
  },
};
