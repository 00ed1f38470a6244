-- CreateTable
CREATE TABLE "ResumePosition" (
    "id" SERIAL NOT NULL,
    "viewer" TEXT NOT NULL,
    "userId" TEXT,
    "guestId" TEXT,
    "inviteSessionId" TEXT,
    "fileId" INTEGER NOT NULL,
    "position" DOUBLE PRECISION NOT NULL,
    "duration" DOUBLE PRECISION NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ResumePosition_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ResumePosition_fileId_idx" ON "ResumePosition"("fileId");

-- CreateIndex
CREATE UNIQUE INDEX "ResumePosition_viewer_fileId_key" ON "ResumePosition"("viewer", "fileId");

-- AddForeignKey
ALTER TABLE "ResumePosition" ADD CONSTRAINT "ResumePosition_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ResumePosition" ADD CONSTRAINT "ResumePosition_guestId_fkey" FOREIGN KEY ("guestId") REFERENCES "Guest"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ResumePosition" ADD CONSTRAINT "ResumePosition_inviteSessionId_fkey" FOREIGN KEY ("inviteSessionId") REFERENCES "InviteSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ResumePosition" ADD CONSTRAINT "ResumePosition_fileId_fkey" FOREIGN KEY ("fileId") REFERENCES "MediaFile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

