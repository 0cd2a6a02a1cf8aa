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

/** What a write changes: where posts are in the feed, or only how they are shown. */
export type FeedChange = 'feed' | 'display';

/**
 * The columns of a post that decide which feeds show it, where, and for which words (the search
 * words are made from the title, the description and the features; the concept words from them
 * and the location, migration 0028).
 */
export const FEED_COLUMNS: readonly string[] = [
  'moderation_status',
  'kind',
  'expires_at',
  'availability',
  'category',
  'region',
  'title',
  'description',
  'features',
  // where it is shown, which the feed near a point filters and sorts by
  'point_id',
  // the dictionary entries and places its words name, which searches find it by
  'concept_words',
  // an offer whose days ran out leaves the feed
  'expired_at',
];

/** The poster's columns a post's card or page shows. */
export const POSTER_COLUMNS: readonly string[] = [
  'username',
  'rating_sum',
  'rating_count',
  'is_admin',
  'items_donated',
];

/** What each kind of write of a table changes; a kind left out changes nothing. */
export interface TableChanges {
  insert?: FeedChange;
  delete?: FeedChange;
  /**
   * an update: `change` when it sets one of `columns` (or any column, when they are left out),
   * `otherwise` when it sets none of them
   */
  update?: { columns?: readonly string[]; change: FeedChange; otherwise?: FeedChange };
}

/**
 * What a write clears of what the feed keeps (feed-cache.ts), by table: 'feed' its counts, page
 * starts and pages, 'display' only its pages and the posts kept for their own pages. The
 * database moves the feed's versions by the same rules, with triggers (migrations 0022 and 0023,
 * checked against these by test/feed-changes.test.ts), so another instance's write is seen too.
 */
export const FEED_CHANGES: ReadonlyMap<string, TableChanges> = new Map<string, TableChanges>([
  [
    'posts',
    {
      insert: 'feed',
      delete: 'feed',
      update: { columns: FEED_COLUMNS, change: 'feed', otherwise: 'display' },
    },
  ],
  // A member's deletion takes their posts with it.
  ['users', { delete: 'feed', update: { columns: POSTER_COLUMNS, change: 'display' } }],
  ['post_images', { insert: 'display', delete: 'display', update: { change: 'display' } }],
]);

export interface FeedChangeListener {
  clear(): void;
  clearDisplay(): void;
}

function tableName(node: OperationNode | undefined): string | undefined {
  if (!node) return undefined;
  if (AliasNode.is(node)) return tableName(node.node);
  return TableNode.is(node) ? node.table.identifier.name : undefined;
}

const changesOf = (node: OperationNode | undefined): TableChanges | undefined => {
  const table = tableName(node);
  return table === undefined ? undefined : FEED_CHANGES.get(table);
};

function updatedColumns(node: UpdateQueryNode): string[] {
  return (node.updates ?? []).flatMap(({ column }) =>
    ColumnNode.is(column) ? [column.column.name] : [],
  );
}

/** The larger of several changes: one of the feed clears how its posts are shown too. */
function largest(changes: (FeedChange | undefined)[]): FeedChange | undefined {
  if (changes.includes('feed')) return 'feed';
  return changes.includes('display') ? 'display' : undefined;
}

/**
 * What a statement changes of the feed, read from its tree by the rules of FEED_CHANGES, so what
 * this instance writes is seen at once and what another writes within the versions' check.
 */
export function feedChangeOf(node: RootOperationNode): FeedChange | undefined {
  if (InsertQueryNode.is(node)) return changesOf(node.into)?.insert;
  if (DeleteQueryNode.is(node)) {
    return largest(node.from.froms.map((from) => changesOf(from)?.delete));
  }
  if (UpdateQueryNode.is(node)) {
    const update = changesOf(node.table)?.update;
    if (!update) return undefined;
    const { columns } = update;
    const set = updatedColumns(node);
    return !columns || set.some((column) => columns.includes(column))
      ? update.change
      : update.otherwise;
  }
  return undefined;
}

/**
 * Clears the feed's cache (feed-cache.ts) after each statement of this instance that changes
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
