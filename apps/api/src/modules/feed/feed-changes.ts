import {
  AliasNode,
  ColumnNode,
  DeleteQueryNode,
  InsertQueryNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

import { FEED_COLUMNS } from './migrations/0022-feed-version';
import { POSTER_COLUMNS } from './migrations/0023-display-version';

/** What a write changes: where posts are in the feed, or only how they are shown. */
export type FeedChange = 'feed' | 'display';

export interface FeedChangeListener {
  clear(): void;
  clearDisplay(): void;
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (AliasNode.is(node)) return tableName(node.node);
  return TableNode.is(node) ? node.table.identifier.name : undefined;
}

function updatedColumns(node: UpdateQueryNode): string[] {
  return (node.updates ?? []).flatMap(({ column }) =>
    ColumnNode.is(column) ? [column.column.name] : [],
  );
}

/**
 * What a statement changes of the feed, read from its tree: the same tables and columns the
 * feed's versions are kept by (migrations 0022 and 0023), so what this instance writes is seen at
 * once and what another writes within the versions' check.
 */
export function feedChangeOf(node: RootOperationNode): FeedChange | undefined {
  if (InsertQueryNode.is(node)) {
    const table = tableName(node.into);
    if (table === 'posts') return 'feed';
    return table === 'post_images' ? 'display' : undefined;
  }
  if (DeleteQueryNode.is(node)) {
    const tables = node.from.froms.map(tableName);
    // A member's deletion takes their posts with it.
    if (tables.includes('posts') || tables.includes('users')) return 'feed';
    return tables.includes('post_images') ? 'display' : undefined;
  }
  if (UpdateQueryNode.is(node)) {
    const table = tableName(node.table);
    const columns = updatedColumns(node);
    if (table === 'posts') {
      return columns.some((column) => FEED_COLUMNS.includes(column)) ? 'feed' : 'display';
    }
    if (table === 'users') {
      return columns.some((column) => POSTER_COLUMNS.includes(column)) ? 'display' : undefined;
    }
    return table === 'post_images' ? 'display' : undefined;
  }
  return undefined;
}

/**
 * Clears the feed's cache (modules/posts/feed-cache.ts) after each statement of this instance that changes
 * the feed, whichever module wrote it. Inside a transaction that is before its commit: a read in
 * between may keep the old page, until the versions' next check.
 */
export function feedWritesPlugin(listener: FeedChangeListener): KyselyPlugin {
  const pending = new WeakMap<QueryId, FeedChange>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const change = feedChangeOf(node);
      if (change) pending.set(queryId, change);
      return node;
    },
    async transformResult({
      result,
      queryId,
    }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      const change = pending.get(queryId);
      if (change === 'feed') listener.clear();
      else if (change === 'display') listener.clearDisplay();
      return result;
    },
  };
}
