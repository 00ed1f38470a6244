import type { FILE_TYPE as SERVER_FILE_TYPE } from "@/lib/media/browse";

/** file_type of the browser's rows (1 folder, 2 photo, 3 video), usable in client code. */
export const FILE_TYPE = { folder: 1, photo: 2, video: 3 } as const satisfies typeof SERVER_FILE_TYPE;
