"use client";

import { useTranslations } from "next-intl";
import type { ApiReply } from "@/lib/http/client";
import { useWaitText } from "@/components/auth/useWaitText";
import { PASSWORD_MAX, PASSWORD_MIN, USER_ALREADY_REGISTERED } from "@/lib/tebeauth/constants";
import { ENTER_EMAIL, ENTER_PASSWORD, INVALID_EMAIL, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from "@/lib/tebeauth/schemas";

/**
 * Texts for the email forms in the visitor's language: the shared zod
 * schemas' messages, and the server's failures (429, already registered,
 * network) are shown translated; anything else as the server said it.
 */
export function useFormText() {
  const t = useTranslations("tebeAuth");
  const tLogin = useTranslations("login");
  const waitText = useWaitText();

  function validation(message: string | undefined): string {
    switch (message) {
      case ENTER_EMAIL:
        return t("enterEmail");
      case INVALID_EMAIL:
        return t("invalidEmail");
      case ENTER_PASSWORD:
        return t("enterPassword");
      case PASSWORD_TOO_SHORT:
        return t("passwordTooShort", { min: PASSWORD_MIN });
      case PASSWORD_TOO_LONG:
        return t("passwordTooLong", { max: PASSWORD_MAX });
      default:
        return message ?? tLogin("errorLater");
    }
  }

  function failure(reply: ApiReply<unknown>, kind: "login" | "register"): string {
    if (reply.httpStatus === 0) return tLogin("loginException", { message: reply.error ?? "" });
    if (reply.httpStatus === 429) return waitText(reply.retryAfter);
    if (reply.error === USER_ALREADY_REGISTERED) return t("alreadyRegistered");
    const error = reply.error ?? reply.message ?? `HTTP ${reply.httpStatus}`;
    return kind === "login" ? tLogin("failedToLogin", { error }) : tLogin("failedToRegister", { error });
  }

  return { validation, failure };
}
