-- AlterTable
ALTER TABLE "Home" ADD COLUMN     "agentSeenAt" TIMESTAMP(3);


-- Homes whose agent was heard from before this column: the newest of their tokens' times.
UPDATE "Home" AS h SET "agentSeenAt" = t.seen
FROM (SELECT "homeId", max("lastSeenAt") AS seen FROM "AgentToken" GROUP BY "homeId") AS t
WHERE t."homeId" = h.id AND t.seen IS NOT NULL;
