// Public files: uploaded images in public areas (capability URLs) and generated avatars.
import type { Handlers } from '../../openapi/register';
import { notFound } from '../../lib/errors';
import { PUBLIC_AREAS, safeFileHeaders, sendStoredFile, STORED_NAME_PATTERN, TYPE_OF_EXTENSION } from '../../lib/uploads';
import { renderAvatar } from './avatar';

// A stored name is random and never reused, so its content never changes.
const IMMUTABLE = 'public, max-age=31536000, immutable';

export const handlers: Handlers = {
  async getMedia(req, reply) {
    const { area, name } = req.params;
    if (!PUBLIC_AREAS.has(area) || !STORED_NAME_PATTERN.test(name)) throw notFound();
    const type = TYPE_OF_EXTENSION[name.split('.').pop()!];
    if (!(await sendStoredFile(reply, req.server.config.dataDir, `${area}/${name}`, { type, cache: IMMUTABLE }))) throw notFound();
    return reply;
  },

  async getAvatar(req, reply) {
    const svg = renderAvatar(req.params.seed);
    if (!svg) throw notFound();
    return safeFileHeaders(reply, 'image/svg+xml; charset=utf-8', IMMUTABLE).send(svg);
  },
};
