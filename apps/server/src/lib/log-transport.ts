import { createRequire } from 'node:module';
import type { Config } from '../config';

/**
 * pino-pretty on a terminal (config.logPretty), JSON lines otherwise. pino-pretty is a
 * development dependency: an install without them (`npm ci --omit=dev`) logs JSON rather
 * than failing to start.
 */
export function logTransport(config: Config) {
  if (!config.logPretty) return {};
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return {};
  }
  return {
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
    },
  };
}
