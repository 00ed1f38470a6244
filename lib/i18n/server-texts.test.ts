import en from "../../messages/en.json";
import zh from "../../messages/zh.json";
import { ApiError } from "../http/client";
import { unauthorized } from "../http/errors";
import { CROSS_SITE_REFUSED_ERROR, JSON_ONLY_ERROR } from "../http/cross-site";
import { FILE_NOT_FOUND_ERROR } from "../media/paths";
import { INVALID_PATH_ERROR } from "../media/schemas";
import { SERVER_ERROR_TEXTS, isServerErrorKey, serverError, type ServerError, type ServerErrorKey } from "../http/server-errors";
import { BAD_FORMAT, invalidLinkMessage } from "../channels/media-path";
import * as channelSchemas from "../channels/schemas";
import * as collectionSchemas from "../collections/schemas";
import { SCAN_ERRORS, scanError, type ScanErrorKey } from "../media/scan-errors";
import { DUPLICATE_YOUTUBE, EMPTY_LINK, NOT_YOUTUBE_LINK } from "../youtube/links";
import * as guestSchemas from "../guests/schemas";
import { describeError, localizeServerText, type ErrorTranslate } from "./server-texts";

// The server answers in the documented English and names each refusal's
// message key from the catalogue (lib/http/server-errors.ts); pages show t(key).
// Every entry's English message must be word for word the text the server
// sends, its Chinese a translation; texts without a key pass as they came.

type Messages = { [key: string]: string | Messages };

/** A small stand-in for next-intl's t(): looks the key up and fills {name} values. */
function translator(messages: Messages): ErrorTranslate {
  return (key, values = {}) => {
    const found = key.split(".").reduce<string | Messages | undefined>((node, part) => (typeof node === "object" ? node[part] : undefined), messages);
    if (typeof found !== "string") throw new Error(`missing message ${key}`);
    return found.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
}
const tEn = translator(en as Messages);
const tZh = translator(zh as Messages);

/** Every refusal the channel and category calls and the guest PIN calls throw (the client checks share them). */
const SERVER_CONSTANTS: ServerError[] = [
  unauthorized().serverError!,
  CROSS_SITE_REFUSED_ERROR,
  JSON_ONLY_ERROR,
  FILE_NOT_FOUND_ERROR,
  INVALID_PATH_ERROR,
  BAD_FORMAT,
  EMPTY_LINK,
  NOT_YOUTUBE_LINK,
  channelSchemas.NAME_TOO_SHORT,
  channelSchemas.NAME_TOO_LONG,
  channelSchemas.INVALID_CHANNEL_NAME,
  channelSchemas.NO_CHANNEL_NAME,
  channelSchemas.INVALID_MEDIA_LIST,
  channelSchemas.INVALID_AUTOPLAY_CONFIG,
  channelSchemas.OWNERS_ONLY,
  channelSchemas.CHANNEL_NOT_FOUND,
  channelSchemas.CHANNEL_NAME_TAKEN,
  DUPLICATE_YOUTUBE,
  channelSchemas.DUPLICATE_VIDEO,
  channelSchemas.VIDEO_NOT_IN_PLAYLIST,
  collectionSchemas.OWNERS_ONLY,
  collectionSchemas.CATEGORY_NOT_FOUND,
  collectionSchemas.CATEGORY_TAKEN,
  collectionSchemas.CHOOSE_CATEGORY,
  collectionSchemas.OWNER_SETTING,
  collectionSchemas.VIDEO_NOT_FOUND,
  collectionSchemas.NAME_UNREADABLE,
  collectionSchemas.REORDER_MISMATCH,
  collectionSchemas.NAME_TOO_SHORT,
  collectionSchemas.NAME_TOO_LONG,
  collectionSchemas.categoryNameError("a/b")!,
  guestSchemas.INVALID_PIN,
  guestSchemas.PROVIDE_PIN,
  guestSchemas.GUEST_LOGIN_FAILED,
  guestSchemas.GUEST_PIN_NOT_SET,
  guestSchemas.GUEST_PIN_ALREADY_SET,
  guestSchemas.GUESTS_ONLY,
];

describe("server error catalogue", () => {
  it("holds every refusal the channel and category calls answer with, each with its documented text", () => {
    for (const entry of SERVER_CONSTANTS) {
      expect(isServerErrorKey(entry.key)).toBe(true);
      expect(serverError(entry.key, entry.values)).toEqual(entry);
    }
  });

  it("says each entry in English exactly as the server does, and in Chinese differently", () => {
    for (const key of Object.keys(SERVER_ERROR_TEXTS) as ServerErrorKey[]) {
      const entry = serverError(key, { link: "/lv/1" });
      expect(tEn(key, entry.values)).toBe(entry.text);
      const chinese = tZh(key, entry.values);
      expect(chinese).not.toBe(entry.text);
      expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("shows the documented duplicate and name refusals in Chinese", () => {
    expect(localizeServerText(channelSchemas.DUPLICATE_VIDEO, tZh)).toBe("此视频已在列表中！");
    expect(localizeServerText(DUPLICATE_YOUTUBE, tZh)).toBe("此 YouTube 视频已在列表中！");
    expect(localizeServerText(channelSchemas.CHANNEL_NAME_TAKEN, tZh)).toBe("已存在同名频道。");
  });

  it("keeps the pasted link inside the invalid-link text", () => {
    const entry = invalidLinkMessage('https://example.com/a "b"');
    expect(entry).toEqual({
      key: "videos.invalidLink",
      values: { link: 'https://example.com/a "b"' },
      text: 'Invalid video link "https://example.com/a \"b\""! Link must be copied from this site by right clicking the video. Please open another tab to browse video and copy the link by right click.',
    });
    expect(localizeServerText(entry, tEn)).toBe(entry.text);
    expect(localizeServerText(entry, tZh)).toBe(
      '无效的视频链接“https://example.com/a "b"”！链接必须在本站通过右键点击视频复制。请打开另一个标签页浏览视频，并右键复制链接。',
    );
  });

  it("says why a media scan failed in both languages, keeping the folder it names", () => {
    const values = { path: "/srv/media/Family", reason: "EACCES" };
    for (const key of Object.keys(SCAN_ERRORS) as ScanErrorKey[]) {
      const text = scanError(key, values);
      expect(localizeServerText(text, tEn)).toBe(text);
      expect(localizeServerText(text, tZh)).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(localizeServerText(scanError("rootGone", values), tZh)).toBe("找不到媒体文件夹：/srv/media/Family");
    expect(localizeServerText(scanError("diskFull"), tZh)).toBe("无法写入数据库：磁盘已满。");
  });

  it("passes a text without a key through as it is, even one that reads like an entry", () => {
    expect(localizeServerText("boom", tZh)).toBe("boom");
    expect(localizeServerText("This video is already in the list!", tZh)).toBe("This video is already in the list!");
  });
});

describe("describeError", () => {
  const refused = (error: string | undefined, fallback: ConstructorParameters<typeof ApiError>[1] = "errors.apiError") =>
    new ApiError({ error, httpStatus: 409 }, fallback);
  const refusedWith = (entry: ServerError) => new ApiError({ error: entry.text, messageKey: entry.key, messageValues: entry.values, httpStatus: 409 });
  const offline = new ApiError({ error: "Failed to fetch", httpStatus: 0 }, "errors.addItemApiFailed");

  it("shows a refusal by its message key in the viewer's language and a text without a key as it came", () => {
    expect(describeError(refusedWith(channelSchemas.DUPLICATE_VIDEO), tZh)).toBe("此视频已在列表中！");
    expect(describeError(refusedWith(channelSchemas.DUPLICATE_VIDEO), tEn)).toBe("This video is already in the list!");
    expect(describeError(refusedWith(invalidLinkMessage("x")), tZh)).toBe(
      "无效的视频链接“x”！链接必须在本站通过右键点击视频复制。请打开另一个标签页浏览视频，并右键复制链接。",
    );
    expect(describeError(refused("boom"), tZh)).toBe("boom");
  });

  it("uses the call's documented fallback for a reply without a text", () => {
    expect(describeError(refused(undefined, "errors.addItemApiFailed"), tEn)).toBe("Add item API call failed.");
    expect(describeError(refused(undefined, "channels.deleteVideoFailed"), tZh)).toBe("从播放列表删除视频失败！");
    expect(describeError(refused(undefined, "channels.updateFailed"), tEn)).toBe("Failed to update playlist.");
    expect(describeError(refused(undefined, "errors.directoryResponseNotOk"), tEn)).toBe("Directory files response is not ok");
    expect(describeError(refused(""), tEn)).toBe("API call error!");
    expect(describeError(new ApiError({ httpStatus: 502 }), tEn)).toBe("HTTP 502");
  });

  it("says a submit that got no reply failed to submit, and any other call 'API call exception!'", () => {
    expect(describeError(offline, tEn, { submitFailed: "videos.submitFailed" })).toBe("Failed to submit URL. Failed to fetch");
    expect(describeError(offline, tZh, { submitFailed: "categories.submitFailed" })).toBe("提交目录失败。Failed to fetch");
    expect(describeError(offline, tEn)).toBe("API call exception!");
  });

  it("reads a plain Error's message as it is", () => {
    expect(describeError(new Error("boom"), tZh)).toBe("boom");
    expect(describeError("nothing", tEn)).toBe("Something went wrong. Please try again.");
  });
});
