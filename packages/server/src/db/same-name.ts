/**
 * Usernames, emails, role names and permission names are unique in any letter case (the schema's
 * lower() indexes), so every lookup by them compares the same way and can use those indexes.
 */
import { sql, type AnyColumn } from 'drizzle-orm';

export const sameName = (column: AnyColumn, text: string) =>
  sql<boolean>`lower(${column}) = lower(${text}::text)`;
