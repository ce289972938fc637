// Paths the house rules reason about: the linted file and its imports, relative to the project root
// (ESLint's cwd), with forward slashes, so a rule can match them against 'src/areas/<area>/...'.
import path from 'node:path';

const slashes = (p) => p.split(path.sep).join('/');

/** The linted file, relative to the project root. */
export function fileOf(context) {
  return slashes(path.relative(context.cwd, path.resolve(context.cwd, context.filename)));
}

/** Where an import points, relative to the project root (tsconfig aliases included); null for a package. */
export function importTarget(context, source) {
  if (source === '@contract') return 'src/api/schema.d.ts';
  if (source.startsWith('@shared/')) return 'src/lib/' + source.slice('@shared/'.length);
  if (!source.startsWith('.')) return null;
  const from = path.dirname(path.resolve(context.cwd, context.filename));
  return slashes(path.relative(context.cwd, path.resolve(from, source)));
}

/** Listeners calling `check(node, source)` for every import, re-export and dynamic import of a string. */
export function eachImport(check) {
  const literal = (node, source) => source?.type === 'Literal' && typeof source.value === 'string' && check(node, source.value);
  return {
    ImportDeclaration: (node) => literal(node, node.source),
    ExportNamedDeclaration: (node) => literal(node, node.source),
    ExportAllDeclaration: (node) => literal(node, node.source),
    ImportExpression: (node) => literal(node, node.source),
  };
}

/** A test file: *.test.ts(x), or anything under test/. */
export const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file) || file.startsWith('test/');

/** An actor file (*.actors.ts, where a screen's calls to the API live), or an import of one. */
export const isActors = (file) => /\.actors(\.[cm]?[jt]sx?)?$/.test(file);

/** A module whose path (without extension) is src/api or under it. */
export const inApi = (target) => target === 'src/api' || target.startsWith('src/api/');
