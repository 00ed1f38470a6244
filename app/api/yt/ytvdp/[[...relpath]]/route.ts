// The deep-media variant answers the same as ytv: categories hold only online videos.
export { GET } from "@/app/api/yt/ytv/[[...relpath]]/route";
