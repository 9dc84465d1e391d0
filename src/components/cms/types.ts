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
  /** POI detail paths by poiCode (items of a POI without their own link lead there). */
  poiPaths: ReadonlyMap<string, string>;
  /** Heading level of the block's own title (2 on a page, deeper inside tabs). */
  level: number;
  /** True for the first block of the page: its first image loads eagerly. */
  first: boolean;
}

export interface BlockProps {
  node: CatalogNode;
  ctx: BlockContext;
}

export const itemsOf = (node: CatalogNode, ctx: BlockContext): readonly InfoEntryData[] =>
  ctx.infos.get(node.id) ?? [];

/** A stable, valid HTML id for a node. */
export const anchorOf = (node: CatalogNode): string => `block-${node.id}`;
