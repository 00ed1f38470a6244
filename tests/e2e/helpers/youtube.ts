import type { BrowserContext, Page } from "@playwright/test";

// YouTube in the browser tests, stubbed at the network layer (nothing may
// leave 127.0.0.1): the IFrame API, the embed player and the thumbnail host.

/** A 1x1 PNG: every YouTube thumbnail, and any other picture a spec needs to serve. */
export const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

// A stand-in for https://www.youtube.com/iframe_api: the player element
// becomes a box (data-testid "yt-stub") that shows what the page asked of it
// (video id, muted, state, last seek); it reports PLAYING when asked to play,
// and ENDED when the test calls endYoutubeVideo(page).
const IFRAME_API_STUB = `
window.YT = { Player: function (el, opts) {
  var self = this, box = document.createElement("div");
  box.setAttribute("data-testid", "yt-stub"); box.dataset.videoId = opts.videoId; box.dataset.muted = "false"; box.dataset.state = "unstarted";
  el.replaceWith(box);
  function emit(state) { box.dataset.state = String(state); opts.events && opts.events.onStateChange && opts.events.onStateChange({ data: state }); }
  self.playVideo = function () { setTimeout(function () { emit(1); }, 10); };
  self.pauseVideo = function () { box.dataset.state = "2"; };
  self.seekTo = function (s) { box.dataset.seek = String(s); };
  self.mute = function () { box.dataset.muted = "true"; };
  self.unMute = function () { box.dataset.muted = "false"; };
  self.loadVideoById = function (id) { box.dataset.videoId = id; self.playVideo(); };
  self.destroy = function () {};
  window.__ytEnd = function () { emit(0); };
  setTimeout(function () { opts.events && opts.events.onReady && opts.events.onReady(); }, 10);
} };
window.onYouTubeIframeAPIReady && window.onYouTubeIframeAPIReady();`;

/** Stubs YouTube for one page, or for every page of a context. */
export async function stubYoutube(target: Page | BrowserContext) {
  await target.route("https://www.youtube.com/iframe_api", (route) => route.fulfill({ contentType: "text/javascript", body: IFRAME_API_STUB }));
  await target.route("https://www.youtube.com/embed/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<body style='background:#222'>embedded</body>" }),
  );
  await target.route("https://i.ytimg.com/**", (route) => route.fulfill({ contentType: "image/png", body: PNG }));
}

/** The stub player's current video ends (the IFrame API's ENDED). */
export async function endYoutubeVideo(page: Page) {
  await page.evaluate(() => (window as unknown as { __ytEnd: () => void }).__ytEnd());
}
