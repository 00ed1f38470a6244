// The multi-home variant (/api_channel) answers exactly like the owner variant (/api_chnl).
export { GET, POST } from "@/app/api/chnl/listchannels/route";
