-- CreateEnum
CREATE TYPE "MediaRootSource" AS ENUM ('env', 'settings');

-- AlterTable
ALTER TABLE "MediaRoot" ADD COLUMN     "source" "MediaRootSource" NOT NULL DEFAULT 'env';

