import {
  PUBLISH_SIGNATURE_HEADER,
  signWebhookBody,
  WEBHOOK_TIMEOUT_MS,
} from '../../gateway/services/publishing/webhook.ts';
import type { StaticSite } from '../server/static-site.ts';

/**
 * What a deployment to a CDN or object store needs after each publish or rollback: the site
 * paths whose files changed (upload them, with their .br/.gz, from the generation's folder or
 * from this server at the same path) and those gone (delete them). The webhook carries it.
 */
export interface SiteChange {
  files: string[];
  deleted: string[];
}

/** The files that differ between two generations (unchanged files are shared objects). */
export function diffSites(before: StaticSite | undefined, after: StaticSite): SiteChange {
  const files: string[] = [];
  const deleted: string[] = [];
  for (const [path, file] of after.files) {
    const old = before?.files.get(path);
    if (old !== file && old?.etag !== file.etag) files.push(path);
  }
  for (const path of before?.files.keys() ?? []) if (!after.files.has(path)) deleted.push(path);
  return { files: files.sort(), deleted: deleted.sort() };
}

export interface GenerationEvent {
  event: 'publish' | 'rollback';
  /** The editors whose publish or rollback this is. */
  editors: string[];
  at: number;
  generation: {
    id: string;
    /** The generation live before. */
    parent: string | null;
    mode: 'full' | 'incremental' | 'rollback';
    /** HTML pages of the generation. */
    pages: number;
    changed: SiteChange;
  };
}

export interface Notifier {
  (event: GenerationEvent): Promise<void>;
}

/**
 * POSTs each generation event to a deployment's webhook, signed like the gateway's webhook
 * publisher (`X-Publish-Signature: sha256=<HMAC>` with PUBLISH_WEBHOOK_SECRET). Three attempts
 * with a growing pause; a failure is reported and the site stays published here.
 */
export function createWebhookNotifier(options: {
  url: string;
  secret?: string | undefined;
  timeoutMs?: number;
  logger?: { warn(message: string): void };
}): Notifier {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const logger = options.logger ?? console;
  return async (event) => {
    const body = JSON.stringify(event);
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    if (options.secret) headers[PUBLISH_SIGNATURE_HEADER] = signWebhookBody(options.secret, body);
    let problem = '';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers,
          body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (response.ok) return;
        problem = `HTTP ${response.status}`;
      } catch (error) {
        problem = error instanceof Error ? error.message : String(error);
      }
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
    logger.warn(
      `publishing: the webhook did not take generation ${event.generation.id}: ${problem}`,
    );
  };
}
