// /api_tebeplay (tebe view) answers as /api_yt: one service for both faces.
export { GET } from "@/app/api/yt/saveyt/[link]/[[...x]]/route";
