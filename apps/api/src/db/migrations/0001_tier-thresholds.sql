-- DESIGN §6 tiers by rolling 12-month spending (THB). Reference data every environment needs; operators change the rows, not code.
INSERT INTO "tiers" ("id", "code", "name_en", "name_th", "min_spending") VALUES
  (1, 'member', 'Member', 'สมาชิก', 0),
  (2, 'silver', 'Silver', 'ซิลเวอร์', 20000),
  (3, 'gold', 'Gold', 'โกลด์', 50000),
  (4, 'platinum', 'Platinum', 'แพลทินัม', 150000)
ON CONFLICT ("id") DO NOTHING;
