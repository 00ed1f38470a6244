// The legacy spelling of update_home_name (the documents send {home_name} to it).
export { POST } from "../update_home_name/route";
