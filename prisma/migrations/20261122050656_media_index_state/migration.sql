-- CreateEnum
CREATE TYPE "MetaState" AS ENUM ('pending', 'ready', 'failed');

-- CreateEnum
CREATE TYPE "ThumbState" AS ENUM ('pending', 'ready', 'failed');

-- CreateEnum
CREATE TYPE "ScanPhase" AS ENUM ('files', 'metadata', 'thumbnails', 'done');

-- DropIndex
DROP INDEX "MediaFile_rootId_parent_type_sortKey_idx";

-- AlterTable
ALTER TABLE "MediaFile" ADD COLUMN     "childrenDigest" TEXT,
ADD COLUMN     "metaState" "MetaState" NOT NULL DEFAULT 'pending',
DROP COLUMN "thumbState",
ADD COLUMN     "thumbState" "ThumbState" NOT NULL DEFAULT 'pending';

-- AlterTable
ALTER TABLE "ScanState" ADD COLUMN     "phase" "ScanPhase" NOT NULL DEFAULT 'files';

-- CreateIndex
CREATE INDEX "MediaFile_rootId_parent_sortKey_idx" ON "MediaFile"("rootId", "parent", "sortKey");

-- CreateIndex
CREATE INDEX "MediaFile_rootId_type_idx" ON "MediaFile"("rootId", "type");

