import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { escapeLike } from '../http/scope';

/** The text filter of every list: the column contains the text, ignoring case. */
export function ilikeContains(column: SQLWrapper, text: string): SQL {
  return sql`${column} ilike ${`%${escapeLike(text)}%`}`;
}

/**
 * `column` contains `text`, ignoring case (ilikeContains), in a form a GIN index on
 * `string_to_array(lower(column), null)` answers: a row can contain the text only if its
 * characters include every character of the text, and the index finds those rows without reading
 * the others. ILIKE compares lower() of both sides, so for a single character without case (a
 * Chinese surname) containing the character is the whole match and ILIKE is left out: the planner
 * then estimates the rows from the index's statistics instead of multiplying two guesses.
 *
 * With `owner`, among that owner's rows only, for an index on
 * `(string_to_array(lower(column), null) || ('#' || owner::text))`: the owner is one more element
 * of the array ('#' and digits, never a single character of a name), so the index finds that
 * owner's matching rows without visiting everyone else's.
 */
export function charactersContain(column: SQLWrapper, text: string, owner?: { column: SQLWrapper; id: number }): SQL {
  const hasAllCharacters = owner
    ? sql`(string_to_array(lower(${column}), null) || ('#' || ${owner.column}::text)) @> (string_to_array(lower(${text}::text), null) || ${`#${owner.id}`}::text)`
    : sql`string_to_array(lower(${column}), null) @> string_to_array(lower(${text}::text), null)`;
  if (isCaselessCharacter(text)) return hasAllCharacters;
  return and(hasAllCharacters, ilikeContains(column, text))!;
}

function isCaselessCharacter(text: string): boolean {
  return [...text].length === 1 && text.toLowerCase() === text && text.toUpperCase() === text;
}
