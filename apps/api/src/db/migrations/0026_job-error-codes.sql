-- A job's error becomes a code the console words in both languages, never a fault's own message, which could
-- carry SQL and members' data. An attempt lost with its process keeps saying so; any other message becomes
-- INTERNAL_ERROR (its details were logged with the job's id).
UPDATE "jobs" SET "error" = CASE
  WHEN "error" = 'The last attempt stopped without finishing: its process ended or lost the database.' THEN 'ATTEMPT_LOST'
  ELSE 'INTERNAL_ERROR'
END
WHERE "error" IS NOT NULL;
