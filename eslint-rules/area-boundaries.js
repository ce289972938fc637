// House rule: an area (src/areas/<area>, src/machines/<area>) imports only its own folders, the
// shared code at the root (src/machines/*.ts, src/ui, src/lib, src/api) and the shared areas
// (connections, imports); and code that ships never imports test code from test/.
import { eachImport, fileOf, importTarget, isTest } from './paths.js';

const areaOf = (p) => /^src\/(?:areas|machines)\/([^/]+)\//.exec(p)?.[1] ?? null;

// Areas whose parts every other area may use: the trading network's connection (both sides).
const SHARED_AREAS = new Set(['connections', 'imports']);

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No import between areas in src/, and nothing in src/ but tests imports from test/' },
    messages: {
      otherArea: "The '{{area}}' area must not import from the '{{other}}' area ('{{source}}'): move what both need to shared code.",
      testCode: "'{{source}}' is test code: src/ imports it only from a test file.",
    },
    schema: [],
  },
  create(context) {
    const file = fileOf(context);
    if (!file.startsWith('src/')) return {};
    const area = areaOf(file);
    return eachImport((node, source) => {
      const target = importTarget(context, source);
      if (!target) return;
      if (target.startsWith('test/') && !isTest(file)) context.report({ node, messageId: 'testCode', data: { source } });
      const other = areaOf(target);
      if (area && other && other !== area && !SHARED_AREAS.has(other)) context.report({ node, messageId: 'otherArea', data: { area, other, source } });
    });
  },
};
