-- CreateEnum
CREATE TYPE "Playback" AS ENUM ('direct', 'audio', 'full');

-- AlterTable
ALTER TABLE "MediaFile" ADD COLUMN     "playback" "Playback";

