// One way to page through a list: the contract's `page` (from 1) and `limit` become the query's
// window (drizzle's dynamic query pattern), and a total becomes the page fields every list answer
// carries.
import type { PgSelect } from 'drizzle-orm/pg-core';

export interface PageQuery {
  page: number;
  limit: number;
}

/** `db.select()...$dynamic()` limited to one page. */
export function withPage<T extends PgSelect>(query: T, { page, limit }: PageQuery): T {
  return query.limit(limit).offset((page - 1) * limit);
}

/** `{ total, page, totalPages }` of a list answer. */
export function pageInfo({ page, limit }: PageQuery, total: number): { total: number; page: number; totalPages: number } {
  return { total, page, totalPages: Math.ceil(total / limit) };
}
