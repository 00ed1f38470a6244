// The deep-media variant answers the same as ytv_p: categories hold only online videos.
export { GET } from "@/app/api/yt/ytv_p/[page]/[[...relpath]]/route";
