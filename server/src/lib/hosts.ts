// Host names as the server sees them: lower-case, without port.
import type { Config } from '../config';

export function bareHost(host: string): string {
  const h = host.trim().toLowerCase();
  if (h.startsWith('[')) return h.slice(0, h.indexOf(']') + 1);
  return h.split(':')[0];
}

export function isAdminHost(config: Config, host: string): boolean {
  return config.adminHosts.includes(bareHost(host));
}
