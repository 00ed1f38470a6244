-- Videos scanned before "playback" existed have none, and would play directly even
-- when the browser cannot play them. Their metadata is read again at the next scan
-- (every root is scanned at start-up), which decides it.
UPDATE "MediaFile" SET "metaState" = 'pending' WHERE type = 'video' AND "metaState" = 'ready' AND playback IS NULL;
