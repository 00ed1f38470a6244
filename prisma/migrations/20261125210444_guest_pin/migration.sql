-- AlterTable
ALTER TABLE "Guest" ADD COLUMN     "pinHash" TEXT;

