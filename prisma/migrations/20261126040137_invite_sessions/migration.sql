-- AlterTable
ALTER TABLE "Invite" ADD COLUMN     "durationHours" INTEGER,
ADD COLUMN     "firstViewAt" TIMESTAMP(3),
ADD COLUMN     "lastViewAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "InviteSession" (
    "id" TEXT NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "inviteId" TEXT NOT NULL,
    "viewNumber" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "InviteSession_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "InviteSession_tokenHash_key" ON "InviteSession"("tokenHash");

-- CreateIndex
CREATE INDEX "InviteSession_inviteId_idx" ON "InviteSession"("inviteId");

-- AddForeignKey
ALTER TABLE "InviteSession" ADD CONSTRAINT "InviteSession_inviteId_fkey" FOREIGN KEY ("inviteId") REFERENCES "Invite"("id") ON DELETE CASCADE ON UPDATE CASCADE;

