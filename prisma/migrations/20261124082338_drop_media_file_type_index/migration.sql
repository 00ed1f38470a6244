-- DropIndex
DROP INDEX "MediaFile_rootId_type_idx";

