-- AlterTable
ALTER TABLE "ScanState" ADD COLUMN     "phaseStartedAt" TIMESTAMP(3);

