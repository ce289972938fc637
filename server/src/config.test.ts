// The configuration: settings that could be turned against the server are refused at start, with a
// message that names the variable and what it accepts.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';

const refusal = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe('TRUST_PROXY', () => {
  it('is off when unset, empty or false', () => {
    for (const TRUST_PROXY of [undefined, '', ' ', 'false', 'FALSE']) expect(loadConfig({ TRUST_PROXY }).trustProxy).toBe(false);
  });

  it('accepts addresses and CIDRs, IPv4 and IPv6, comma-separated', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,::1,fd00::/8,' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.5', '::1', 'fd00::/8']);
  });

  it.each(['true', 'TRUE', '1', '2', 'loopback', 'proxy.internal', '10.0.0.0/0', '10.0.0.0/33', '::/129', '10.0.0.1/8/8', '10.0.0.256', '10.0.0.1,true', ',', '*'])(
    'refuses %j',
    (TRUST_PROXY) => {
      const message = refusal({ TRUST_PROXY });
      expect(message).toContain(`TRUST_PROXY=${TRUST_PROXY.trim()} is refused`);
      expect(message).toContain('IP addresses or CIDRs');
    },
  );
});

describe('CORS_ORIGINS', () => {
  it('keeps exact origins (a default port, a trailing slash and case normalised)', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://App.Example.com, http://localhost:3000/,https://a.example.com:443' }).corsOrigins).toEqual([
      'https://app.example.com',
      'http://localhost:3000',
      'https://a.example.com',
    ]);
    expect(loadConfig({}).corsOrigins).toEqual([]);
  });

  it.each(['*', 'https://*.example.com', 'example.com', 'ftp://example.com', 'https://example.com/app', 'https://example.com/?x=1', 'https://user@example.com', 'null'])(
    'refuses %j',
    (entry) => {
      const message = refusal({ CORS_ORIGINS: `https://ok.example.com,${entry}` });
      expect(message).toMatch(/^CORS_ORIGINS accepts only exact origins/);
      expect(message).toContain(`"${entry.toLowerCase()}" is refused`);
    },
  );
});

describe('API_DOCS', () => {
  it('is on by default, off by default when NODE_ENV=production, and 1 or 0 decides', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: '0' }).apiDocs).toBe(false);
  });

  it.each(['yes', 'true', 'off', '2'])('refuses %j', (API_DOCS) => {
    expect(refusal({ API_DOCS })).toBe(`API_DOCS accepts 1 (serve /1/api/docs) or 0 (do not); "${API_DOCS}" is refused.`);
  });
});

describe('the server process', () => {
  it('refuses to start with TRUST_PROXY=true, saying why, before it opens anything', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
      cwd: root,
      env: { ...process.env, TRUST_PROXY: 'true', DATA_DIR: '/nonexistent/tradepost-refused', PORT: '0', DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toMatch(/^Tradepost cannot start: TRUST_PROXY=true is refused: it accepts only the IP addresses or CIDRs/);
    expect(stderr).not.toMatch(/\n\s+at /);
  });
});
