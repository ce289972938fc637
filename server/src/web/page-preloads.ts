// The code a deep link's page needs, named in its HTML as modulepreload links (issue 25). Without
// them the browser finds a page's modules one import level at a time, a round trip each on a slow
// network (six levels on the merchant dashboard); with them it asks for all of them at once. The
// list comes from the build's manifest (dist/.vite/manifest.json) and the route files' names, which
// are their paths (TanStack Router's flat files: 'merchant.suppliers.$id_.catalog.tsx').

/** The part of Vite's build manifest read here. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

interface RouteCode {
  /** The route file's name without '.tsx', e.g. 'merchant.inventory.cycle-counts.$id'. */
  name: string;
  /** Its path's segments: a param is '$', a splat '*'; 'index' and pathless parts are left out. */
  segments: string[];
  /** The manifest keys of the route's split code. */
  keys: string[];
}

const ROUTE_KEY = /^src\/routes\/([^/]+)\.tsx\?tsr-split=/;

function segmentsOf(name: string): string[] {
  return name
    .split('.')
    .filter((s) => s !== 'index' && s !== '__root' && !s.startsWith('_'))
    .map((s) => s.replace(/_$/, ''))
    .map((s) => (s === '$' ? '*' : s.startsWith('$') ? '$' : s));
}

/** How well a route's segments match a path's: null when they do not, else the static segments matched (more wins). */
function matchScore(route: string[], path: string[]): number | null {
  if (route.at(-1) === '*') return route.length - 1 <= path.length && route.slice(0, -1).every((s, i) => s === '$' || s === path[i]) ? 0 : null;
  if (route.length !== path.length) return null;
  let score = 0;
  for (const [i, s] of route.entries()) {
    if (s === path[i]) score += 1;
    else if (s !== '$') return null;
  }
  return score;
}

/** The route files that hold a leaf's parents: its name's dot-prefixes, except where a '_' suffix un-nests it. */
function parentNames(name: string): string[] {
  const parts = name.split('.');
  return parts.slice(0, -1).flatMap((part, i) => (part.endsWith('_') ? [] : [parts.slice(0, i + 1).join('.')]));
}

/** For a build's manifest, the function that lists a path's module URLs to preload ('/assets/x.js'), the entry's own left out. */
export function pagePreloads(manifest: BuildManifest): (pathname: string) => string[] {
  const routes = new Map<string, RouteCode>();
  for (const key of Object.keys(manifest)) {
    const name = ROUTE_KEY.exec(key)?.[1];
    if (!name) continue;
    const route = routes.get(name) ?? { name, segments: segmentsOf(name), keys: [] };
    route.keys.push(key);
    routes.set(name, route);
  }
  // index.html already loads the entry and its imports.
  const entry = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const loaded = new Set(closure(manifest, entry));

  return (pathname) => {
    const path = pathname.split('/').filter(Boolean);
    let leaf: RouteCode | undefined;
    let best = -1;
    for (const route of routes.values()) {
      const score = matchScore(route.segments, path);
      if (score !== null && score > best) [leaf, best] = [route, score];
    }
    if (!leaf) return [];
    const keys = [leaf.name, ...parentNames(leaf.name)].flatMap((n) => routes.get(n)?.keys ?? []);
    return closure(manifest, keys)
      .filter((k) => !loaded.has(k))
      .map((k) => `/${manifest[k]!.file}`);
  };
}

/** The keys and everything they import, statically and transitively (dynamic imports wait for use). */
function closure(manifest: BuildManifest, keys: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen];
}

/** index.html with modulepreload links for `files` before its </head>. */
export function withPreloads(html: string, files: string[]): string {
  if (files.length === 0) return html;
  const links = files.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
