// The emails the e2e server delivered (.eml files in its data folder's outbox), for tests that
// follow an emailed link.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from './server';

/** The first link matching `link` in an email to `to` whose text holds `marker`, once the server has written it. */
export async function emailedLink(to: string, marker: string, link: RegExp): Promise<string | undefined> {
  const dir = path.join(dataDir(), 'outbox', 'email');
  for (const file of await readdir(dir).catch(() => [] as string[])) {
    const eml = await readFile(path.join(dir, file), 'utf8');
    if (!eml.includes(`To: ${to}`)) continue;
    // The body may be quoted-printable: soft line breaks and =XX escapes.
    const body = eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (body.includes(marker)) return link.exec(body)?.[0];
  }
  return undefined;
}
