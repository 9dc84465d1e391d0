import type { PageRecord } from '../../src/content/tracking.ts';
import type { PageToRender, PlannedPage } from './renderer.ts';
import type { RenderState } from './state.ts';

/**
 * Which pages a publish renders (pure): every page its routes name now that did not exist,
 * moved to another route, has other props, or read a content key whose hash changed; and which
 * pages are gone.
 */
export interface PublishPlan {
  render: PageToRender[];
  delete: string[];
  /** The content keys that changed among those some page read. */
  changedKeys: string[];
}

/**
 * Whether a page needs rendering against the state `before` and the content hashes now: it did
 * not exist, moved to another route, has other props, or read a key whose hash changed. The
 * decision of each key is remembered (`known`: key → changed).
 */
export function needsRender(
  before: RenderState,
  hashes: ReadonlyMap<string, string>,
  known: Map<string, boolean> = new Map(),
): (path: string, page: Omit<PlannedPage, 'entry'>) => boolean {
  const changed = (key: string): boolean => {
    let value = known.get(key);
    if (value === undefined) {
      value = before.hashes.get(key) !== hashes.get(key);
      known.set(key, value);
    }
    return value;
  };
  // a page asked about twice (by the enumeration, then by the plan) is checked once
  const decided = new WeakMap<object, boolean>();
  return (path, page) => {
    let yes = decided.get(page);
    if (yes === undefined) {
      const old: PageRecord | undefined = before.pages.get(path);
      yes =
        old === undefined ||
        old.route !== page.route ||
        old.fingerprint !== page.fingerprint ||
        old.reads.some(changed);
      decided.set(page, yes);
    }
    return yes;
  };
}

/**
 * The plan of a publish. `known` and `renders` may come from the {@link needsRender} the
 * enumeration used, over the same state and hashes, so that no page is checked twice.
 */
export function planPublish(
  before: RenderState,
  hashes: ReadonlyMap<string, string>,
  pages: ReadonlyMap<string, PlannedPage>,
  known: Map<string, boolean> = new Map(),
  renders: ReturnType<typeof needsRender> = needsRender(before, hashes, known),
): PublishPlan {
  const render: PublishPlan['render'] = [];
  for (const [path, page] of pages) {
    if (!renders(path, page)) continue;
    render.push(
      page.entry ? { path, route: page.route, entry: page.entry } : { path, route: page.route },
    );
  }
  const gone = [...before.pages.keys()].filter((path) => !pages.has(path));
  const changedKeys = [...known].filter(([, yes]) => yes).map(([key]) => key);
  return { render, delete: gone, changedKeys: changedKeys.sort() };
}

/** The state after a publish: rendered pages' records replace theirs, gone pages leave. */
export function nextState(
  before: RenderState,
  hashes: ReadonlyMap<string, string>,
  rendered: ReadonlyMap<string, PageRecord>,
  deleted: readonly string[],
): RenderState {
  const pages = new Map(before.pages);
  for (const path of deleted) pages.delete(path);
  for (const [path, record] of rendered) pages.set(path, record);
  return { pages, hashes: new Map(hashes) };
}
