import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, LOCALE_HEADER, resolveLocale } from "./locale";

export default getRequestConfig(async () => {
  const requestHeaders = await headers();
  const locale = resolveLocale((await cookies()).get(LOCALE_COOKIE)?.value, requestHeaders.get("accept-language"), requestHeaders.get(LOCALE_HEADER));
  return {
    locale,
    messages: (await import(`../../messages/${locale}.json`)).default,
  };
});
