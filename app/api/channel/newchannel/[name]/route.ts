// The multi-home variant (/api_channel) answers exactly like the owner variant (/api_chnl).
export { GET } from "@/app/api/chnl/newchannel/[name]/route";
