-- AlterTable
ALTER TABLE "ScanState" ADD COLUMN     "runAhead" INTEGER,
ADD COLUMN     "runDone" INTEGER NOT NULL DEFAULT 0;

