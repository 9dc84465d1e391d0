import type { CatalogNode } from '../../lib/contract/cms.ts';
import type { Address } from '../../lib/contract/common.ts';
import type { Language } from '../../lib/i18n/index.ts';
import type { InfoEntryData } from '../../content/schemas.ts';

/** What every block component receives besides its own node. */
export interface BlockContext {
  locale: Language;
  address: Address;
  /** Info items by catalogue node id, in sort order. */
  infos: ReadonlyMap<string, readonly InfoEntryData[]>;
  /** POI detail paths by poiCode (items of POI blocks without their own link lead there). */
  poiPaths: ReadonlyMap<string, string>;
  /** The blocks of the page, in order (TITLE_JUMP without items links to them). */
  pageBlocks: readonly CatalogNode[];
  /** Heading level of the block's own title (2 on a page, deeper inside tabs). */
  level: number;
  /** True for the first block of the page: its first picture loads eagerly. */
  first: boolean;
}

export interface BlockProps {
  node: CatalogNode;
  ctx: BlockContext;
}

export const itemsOf = (node: CatalogNode, ctx: BlockContext): readonly InfoEntryData[] =>
  ctx.infos.get(node.id) ?? [];

/** The context of a block's children: one heading level deeper, never the page's first. */
export const nested = (ctx: BlockContext, levels = 1): BlockContext => ({
  ...ctx,
  level: ctx.level + levels,
  first: false,
});

/**
 * Whether a block shows anything: items of its own, a child that shows something, or (for a
 * TITLE_JUMP without items) other blocks of the page to jump to. Blocks without content render
 * nothing, not even their title.
 */
export function hasContent(node: CatalogNode, ctx: BlockContext): boolean {
  if (itemsOf(node, ctx).length > 0) return true;
  if (node.children.some((child) => hasContent(child, ctx))) return true;
  return node.catalogType === 'TITLE_JUMP' && jumpTargets(node, ctx).length > 0;
}

/**
 * The other blocks of the page that a TITLE_JUMP can link to: those that show a heading (named,
 * with content; banners show none) and are not jump blocks themselves.
 */
export const jumpTargets = (node: CatalogNode, ctx: BlockContext): CatalogNode[] =>
  ctx.pageBlocks.filter(
    (block) =>
      block.id !== node.id &&
      block.catalogName !== '' &&
      block.catalogType !== 'TITLE_JUMP' &&
      block.catalogType !== 'BANNER' &&
      hasContent(block, ctx),
  );

/** A stable, valid HTML id for a node. */
export const anchorOf = (node: CatalogNode): string => `block-${node.id}`;
