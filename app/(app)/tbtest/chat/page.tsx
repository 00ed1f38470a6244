import { chatTestMetadata, chatTestPage } from "../../test/chat/chat-page";

export const generateMetadata = chatTestMetadata;

// /tbtest/chat: the tebe view's address of the chat test page (/test/chat).
export default chatTestPage("/tbtest/chat");
