import type { PreviewDraft } from '../../../src/lib/contract/editor.ts';
import type { BuildRecord, PublishStatus } from '../../../src/lib/contract/publishing.ts';

/**
 * What the editor API needs from whoever builds the static site (DESIGN §4). Two
 * implementations: the local rebuilder of the storefront server (scripts/server/rebuilder.ts:
 * debounced, one build at a time, fresh folder, atomic swap, rollback) and a webhook to a
 * deployment's own CI or static host (PUBLISH_WEBHOOK_URL).
 */
export interface Publisher {
  readonly mode: PublishStatus['mode'];
  /** Asks for a build on behalf of `editor`; debounced. Answers the state right after asking. */
  publish(editor: string): Promise<PublishStatus>;
  /** The state now (a worker of a cluster asks the process that builds). */
  status(): PublishStatus | Promise<PublishStatus>;
  /** The newest `limit` history entries, newest first. */
  history(limit: number): Promise<BuildRecord[]>;
  /**
   * Brings back the build that was live before the current one, on behalf of `editor`.
   * Throws a PublishError: NOTHING_TO_ROLL_BACK, BUILD_IN_PROGRESS, ROLLBACK_UNSUPPORTED.
   */
  rollback(editor: string): Promise<BuildRecord>;
  /**
   * The page of an info item, a catalogue node or a POI with an unsaved change, rendered by the
   * live site's own templates (the local rebuilder's incremental renderer). Throws
   * PREVIEW_UNAVAILABLE without one.
   */
  preview?(request: PreviewDraft): Promise<{ path: string; html: string }>;
}

export const PUBLISH_ERROR_CODES = [
  'NOTHING_TO_ROLL_BACK',
  'BUILD_IN_PROGRESS',
  'ROLLBACK_UNSUPPORTED',
  'PREVIEW_UNAVAILABLE',
  'PREVIEW_NO_PAGE',
  // another server builds (several servers on one database) and cannot be reached right now
  'BUILDER_UNAVAILABLE',
] as const;
export type PublishErrorCode = (typeof PUBLISH_ERROR_CODES)[number];

/** An expected refusal of the publisher; the editor routes answer it as 409 with its message. */
export class PublishError extends Error {
  override readonly name = 'PublishError';
  constructor(
    readonly code: PublishErrorCode,
    message: string = code,
  ) {
    super(message);
  }
}
