-- Consent document bodies become sanitised HTML (issue 38: admins publish them as HTML). The plain-text
-- bodies had paragraphs separated by blank lines and line breaks shown as written: each paragraph becomes
-- <p>…</p> with its text escaped and its line breaks <br />, as the article allow-list would leave them.
CREATE FUNCTION pg_temp.consent_body_html(body text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    string_agg(
      '<p>' || replace(replace(replace(replace(btrim(paragraph, E' \t\r\n'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\n', '<br />') || '</p>',
      E'\n' ORDER BY position
    ),
    ''
  )
  FROM regexp_split_to_table(body, E'\\n[ \\t\\r]*\\n') WITH ORDINALITY AS paragraphs(paragraph, position)
  WHERE btrim(paragraph, E' \t\r\n') <> ''
$$;--> statement-breakpoint
UPDATE consent_documents
SET body_th = pg_temp.consent_body_html(body_th), body_en = pg_temp.consent_body_html(body_en);
