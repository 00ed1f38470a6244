import { chatTestMetadata, chatTestPage } from "./chat-page";

export const generateMetadata = chatTestMetadata;

// /test/chat: the chat test page (see ./chat-page.tsx).
export default chatTestPage("/test/chat");
