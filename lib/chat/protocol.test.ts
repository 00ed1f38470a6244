import { checkChatMessage } from "./protocol";

// 000 section 5: a chat message must be non-empty after trimming and a recipient must be chosen.
test("a message is sent trimmed, only when it has text and a recipient", () => {
  expect(checkChatMessage("  hello  ", "peer-1")).toEqual({ ok: true, message: "hello" });
  expect(checkChatMessage(" \n\t ", "peer-1")).toEqual({ ok: false, problem: "emptyMessage" });
  expect(checkChatMessage("", null)).toEqual({ ok: false, problem: "emptyMessage" });
  expect(checkChatMessage("hello", "")).toEqual({ ok: false, problem: "noRecipient" });
  expect(checkChatMessage("hello", null)).toEqual({ ok: false, problem: "noRecipient" });
});
