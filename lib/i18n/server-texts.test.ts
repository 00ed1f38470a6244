import en from "../../messages/en.json";
import zh from "../../messages/zh.json";
import { ApiError } from "../http/client";
import { NOT_LOGGED_IN } from "../http/errors";
import { CROSS_SITE_REFUSED, JSON_ONLY } from "../http/cross-site";
import { FILE_NOT_FOUND } from "../media/paths";
import { INVALID_PATH } from "../media/schemas";
import { BAD_FORMAT, invalidLinkMessage } from "../channels/media-path";
import * as channelSchemas from "../channels/schemas";
import * as channels from "../channels/service";
import * as collections from "../collections/service";
import * as collectionSchemas from "../collections/schemas";
import { SCAN_ERRORS, scanError, type ScanErrorKey } from "../media/scan-errors";
import { EMPTY_LINK, NOT_YOUTUBE_LINK } from "../youtube/links";
import * as guests from "../guests/service";
import * as guestSchemas from "../guests/schemas";
import { SERVER_TEXTS, describeError, localizeServerText, serverTextMessage, type ErrorTranslate } from "./server-texts";

// The server answers in the documented English; pages show those texts in the
// viewer's language through this table. English must come out word for word
// as the server wrote it, Chinese must be a translation, unknown texts pass.

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

/** Every text the channel and category calls and the guest PIN calls answer with (the client checks share them). */
const SERVER_CONSTANTS = [
  NOT_LOGGED_IN,
  CROSS_SITE_REFUSED,
  JSON_ONLY,
  FILE_NOT_FOUND,
  INVALID_PATH,
  BAD_FORMAT,
  EMPTY_LINK,
  NOT_YOUTUBE_LINK,
  channelSchemas.NAME_TOO_SHORT,
  channelSchemas.NAME_TOO_LONG,
  channelSchemas.INVALID_CHANNEL_NAME,
  channelSchemas.NO_CHANNEL_NAME,
  channelSchemas.INVALID_MEDIA_LIST,
  channelSchemas.INVALID_AUTOPLAY_CONFIG,
  channels.OWNERS_ONLY,
  channels.CHANNEL_NOT_FOUND,
  channels.CHANNEL_NAME_TAKEN,
  channels.DUPLICATE_YOUTUBE,
  channels.DUPLICATE_VIDEO,
  channels.VIDEO_NOT_IN_PLAYLIST,
  collections.OWNERS_ONLY,
  collections.CATEGORY_NOT_FOUND,
  collections.CATEGORY_TAKEN,
  collections.CHOOSE_CATEGORY,
  collections.DUPLICATE_YOUTUBE,
  collections.OWNER_SETTING,
  collections.VIDEO_NOT_FOUND,
  collections.NAME_UNREADABLE,
  collections.REORDER_MISMATCH,
  collectionSchemas.NAME_TOO_SHORT,
  collectionSchemas.NAME_TOO_LONG,
  collectionSchemas.categoryNameError("a/b")!,
  guestSchemas.INVALID_PIN,
  guestSchemas.PROVIDE_PIN,
  guests.GUEST_LOGIN_FAILED,
  guests.GUEST_PIN_NOT_SET,
  guests.GUEST_PIN_ALREADY_SET,
  guests.GUESTS_ONLY,
];

describe("server texts", () => {
  it("knows every text the channel and category calls answer with", () => {
    expect(SERVER_CONSTANTS.filter((text) => !serverTextMessage(text))).toEqual([]);
  });

  it("says each one in English exactly as the server does, and in Chinese differently", () => {
    for (const text of Object.keys(SERVER_TEXTS)) {
      expect(localizeServerText(text, tEn)).toBe(text);
      const chinese = localizeServerText(text, tZh);
      expect(chinese).not.toBe(text);
      expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("shows the documented duplicate and name texts in Chinese", () => {
    expect(localizeServerText("This video is already in the list!", tZh)).toBe("此视频已在列表中！");
    expect(localizeServerText("This youtube is already in the list!", tZh)).toBe("此 YouTube 视频已在列表中！");
    expect(localizeServerText("A channel with this name already exists.", tZh)).toBe("已存在同名频道。");
  });

  it("keeps the pasted link inside the invalid-link text", () => {
    const text = invalidLinkMessage('https://example.com/a "b"');
    expect(serverTextMessage(text)).toEqual({ key: "videos.invalidLink", values: { link: 'https://example.com/a "b"' } });
    expect(localizeServerText(text, tEn)).toBe(text);
    expect(localizeServerText(text, tZh)).toBe("无效的视频链接“https://example.com/a \"b\"”！链接必须在本站通过右键点击视频复制。请打开另一个标签页浏览视频，并右键复制链接。");
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

  it("passes an unknown server text through as it is", () => {
    expect(serverTextMessage("boom")).toBeNull();
    expect(localizeServerText("boom", tZh)).toBe("boom");
    expect(localizeServerText("This video is already in the list", tZh)).toBe("This video is already in the list");
  });
});

describe("describeError", () => {
  const refused = (error: string | undefined, fallback: ConstructorParameters<typeof ApiError>[1] = "errors.apiError") =>
    new ApiError({ error, httpStatus: 409 }, fallback);
  const offline = new ApiError({ error: "Failed to fetch", httpStatus: 0 }, "errors.addItemApiFailed");

  it("shows a known server text in the viewer's language and an unknown one as it came", () => {
    expect(describeError(refused("This video is already in the list!"), tZh)).toBe("此视频已在列表中！");
    expect(describeError(refused("This video is already in the list!"), tEn)).toBe("This video is already in the list!");
    expect(describeError(refused("boom"), tZh)).toBe("boom");
  });

  it("uses the call's documented fallback for a reply without a text", () => {
    expect(describeError(refused(undefined, "errors.addItemApiFailed"), tEn)).toBe("Add item API call failed.");
    expect(describeError(refused(undefined, "channels.deleteVideoFailed"), tZh)).toBe("从播放列表删除视频失败！");
    expect(describeError(refused(undefined, "channels.updateFailed"), tEn)).toBe("Failed to update playlist.");
    expect(describeError(refused(undefined, "errors.directoryResponseNotOk"), tEn)).toBe("Directory files response is not ok");
    expect(describeError(refused(""), tEn)).toBe("API call error!");
  });

  it("says a submit that got no reply failed to submit, and any other call 'API call exception!'", () => {
    expect(describeError(offline, tEn, { submitFailed: "videos.submitFailed" })).toBe("Failed to submit URL. Failed to fetch");
    expect(describeError(offline, tZh, { submitFailed: "categories.submitFailed" })).toBe("提交目录失败。Failed to fetch");
    expect(describeError(offline, tEn)).toBe("API call exception!");
  });

  it("reads a plain Error's message the same way", () => {
    expect(describeError(new Error("Channel not found."), tZh)).toBe("未找到频道。");
    expect(describeError("nothing", tEn)).toBe("Something went wrong. Please try again.");
  });
});
