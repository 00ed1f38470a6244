import { LibrarySkeleton } from "@/components/media/LibrarySkeleton";

export default function LibraryLoading() {
  return <LibrarySkeleton />;
}
