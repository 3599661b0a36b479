import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { likeLiteral } from '../../db/like.js';
import { partners, privileges } from '../../db/schema.js';

/**
 * The ids of privileges whose Thai or English title, or partner name, contains the keyword, or whose
 * title is trigram-similar to it (`<%`, word similarity, catches typos). Each title branch is a
 * separate UNION arm so PostgreSQL can answer it from that title's trigram GIN index; Thai is written
 * without spaces, so containment (trigrams) rather than words is what finds "กาแฟ" inside a title.
 */
export function keywordMatch(keyword: string): SQL {
  const contains = `%${likeLiteral(keyword)}%`;
  return sql`${privileges.id} in (
    select id from ${privileges} where ${privileges.titleEn} ilike ${contains} or ${keyword} <% ${privileges.titleEn}
    union
    select id from ${privileges} where ${privileges.titleTh} ilike ${contains} or ${keyword} <% ${privileges.titleTh}
    union
    select ${privileges.id} from ${privileges} where ${privileges.partnerId} in (
      select ${partners.id} from ${partners} where ${partners.nameEn} ilike ${contains} or ${partners.nameTh} ilike ${contains}
    )
  )`;
}

/**
 * Search order: a title starting with the keyword, then a title or partner word starting with it,
 * then the keyword anywhere, then trigram similarity alone; ties by the closer title, then catalogue order.
 */
export function keywordRanking(keyword: string): SQL[] {
  const literal = likeLiteral(keyword);
  const prefix = `${literal}%`;
  const wordStart = `% ${literal}%`;
  const contains = `%${literal}%`;
  const spaced = (column: AnyPgColumn) => sql`(' ' || ${column})`;
  return [
    sql`case
      when ${privileges.titleEn} ilike ${prefix} or ${privileges.titleTh} ilike ${prefix} then 0
      when ${spaced(privileges.titleEn)} ilike ${wordStart} or ${spaced(privileges.titleTh)} ilike ${wordStart}
        or ${spaced(partners.nameEn)} ilike ${wordStart} or ${spaced(partners.nameTh)} ilike ${wordStart} then 1
      when ${privileges.titleEn} ilike ${contains} or ${privileges.titleTh} ilike ${contains}
        or ${partners.nameEn} ilike ${contains} or ${partners.nameTh} ilike ${contains} then 2
      else 3 end`,
    sql`greatest(word_similarity(${keyword}, ${privileges.titleEn}), word_similarity(${keyword}, ${privileges.titleTh})) desc`,
  ];
}
