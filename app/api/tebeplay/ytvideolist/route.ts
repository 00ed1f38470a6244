// /api_tebeplay (tebe view) answers as /api_yt: one service for both faces.
export { POST } from "@/app/api/yt/ytvideolist/route";
