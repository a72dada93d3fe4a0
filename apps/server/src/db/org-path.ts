import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * The id of the second unit of an org path (/company/region/store/ → region), or null for a
 * company-level path. Regions hang directly under the company, so for a store or region path this
 * is its region; head-office departments sit at the same depth, so callers check the unit's kind.
 */
export function secondUnitIdOf(orgPath: SQLWrapper): SQL<number | null> {
  return sql<number | null>`nullif(split_part(${orgPath}, '/', 3), '')::int`;
}
