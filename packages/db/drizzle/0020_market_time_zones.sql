-- Each market's time zone (market setting TimeZone, issue 27): given to the markets whose settings were
-- written before the setting existed, so their dates are not read as UTC. A database with no settings yet
-- gets them from its seed (packages/db/src/demo/settings.ts) or its shop's own configuration.
INSERT INTO "market_settings" ("market_id", "key", "value")
SELECT z."market_id", 'TimeZone', z."zone"
FROM (VALUES
  ('SE', 'Europe/Stockholm'), ('NO', 'Europe/Oslo'), ('FI', 'Europe/Helsinki'), ('UK', 'Europe/London'),
  ('DK', 'Europe/Copenhagen'), ('BE', 'Europe/Brussels'), ('CA', 'America/Toronto'), ('CZ', 'Europe/Prague'),
  ('EE', 'Europe/Tallinn'), ('FR', 'Europe/Paris'), ('DE', 'Europe/Berlin'), ('AT', 'Europe/Vienna'),
  ('IE', 'Europe/Dublin'), ('IT', 'Europe/Rome'), ('NL', 'Europe/Amsterdam'), ('PL', 'Europe/Warsaw'),
  ('ES', 'Europe/Madrid'), ('US', 'America/New_York'), ('IS', 'Atlantic/Reykjavik'), ('CH', 'Europe/Zurich'),
  ('LV', 'Europe/Riga'), ('HR', 'Europe/Zagreb'), ('SI', 'Europe/Ljubljana')
) AS z("market_id", "zone")
WHERE EXISTS (SELECT 1 FROM "market_settings" s WHERE s."market_id" = z."market_id")
ON CONFLICT DO NOTHING;
