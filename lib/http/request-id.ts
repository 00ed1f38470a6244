export const REQUEST_ID_HEADER = "x-request-id";
