import { z } from "zod";
import { serverError } from "../http/server-errors";

// Inputs of the /api_chnl and /api_channel calls and the refusals they answer
// with. No server-only imports: the channel manager and the auto-play page
// reuse the name rule and the encoder.

export const NAME_TOO_SHORT = serverError("channels.nameTooShort");
export const CHANNEL_NAME_MIN = 4;
export const CHANNEL_NAME_MAX = 64;
export const NAME_TOO_LONG = serverError("channels.nameTooLong");
export const INVALID_CHANNEL_NAME = serverError("channels.invalidName");
export const NO_CHANNEL_NAME = serverError("channels.noChannelName");
export const INVALID_MEDIA_LIST = serverError("channels.invalidMediaList");
export const INVALID_AUTOPLAY_CONFIG = serverError("channels.invalidAutoPlay");
export const OWNERS_ONLY = serverError("channels.ownersOnly");
export const CHANNEL_NOT_FOUND = serverError("channels.notFound");
export const CHANNEL_NAME_TAKEN = serverError("channels.nameTaken");
export const DUPLICATE_VIDEO = serverError("videos.duplicateVideo");
export const VIDEO_NOT_IN_PLAYLIST = serverError("channels.deleteVideoFailed");
/** At most this many items in one channel (a programme, not a library). */
export const MAX_CHANNEL_ITEMS = 1000;
const MAX_CHANNELS = 1000;

/** A new or renamed channel's name, trimmed. */
export const ChannelName = z.string({ error: NAME_TOO_SHORT.key }).trim().min(CHANNEL_NAME_MIN, NAME_TOO_SHORT.key).max(CHANNEL_NAME_MAX, NAME_TOO_LONG.key);

export { encodeChannelName } from "./names";

/** A channel's public file name ("{id}.json"); the player's route leaves the extension out. */
const FileName = z.string({ error: NO_CHANNEL_NAME.key }).trim().min(1, NO_CHANNEL_NAME.key).max(200, NO_CHANNEL_NAME.key);

export const FileNameBody = z.object({ file_name: FileName });

export const RenameBody = z.object({ file_name: FileName, new_name: z.string({ error: NAME_TOO_SHORT.key }).max(400, NAME_TOO_LONG.key) });

export const RandomBody = z.object({ file_name: FileName, random: z.boolean({ error: "random must be true or false." }) });

const LinkText = z.string({ error: "Please provide a video link." }).trim().min(1, "Please provide a video link.").max(8000);

export const VideoBody = z.object({ file_name: FileName, video_relpath: LinkText });

/**
 * updatechannellist: the whole list in its new order, each entry a media path
 * or (the documented client) an object keyed by one media path.
 */
export const MediaListBody = z.object({
  file_name: FileName,
  media_list: z
    .array(
      z.union([
        LinkText,
        z.record(z.string(), z.unknown()).transform((entry, ctx) => {
          const [key, ...others] = Object.keys(entry);
          if (key === undefined || others.length > 0) {
            ctx.addIssue({ code: "custom", message: INVALID_MEDIA_LIST.key });
            return z.NEVER;
          }
          return key;
        }),
      ]),
      { error: INVALID_MEDIA_LIST.key },
    )
    .max(MAX_CHANNEL_ITEMS, INVALID_MEDIA_LIST.key),
});

const ChannelRef = z.union([FileName, z.object({ channel_json_id: FileName }).transform((entry) => entry.channel_json_id)]);

/**
 * setautoplaylistconfig: {autoChannels} (checked channels in order), or the
 * lens-era {autoplay_channels, channel_order} (checked channels, full order).
 */
export const AutoPlayConfigBody = z.union(
  [
    z.object({ autoChannels: z.array(ChannelRef).max(MAX_CHANNELS) }).transform((b) => ({ checked: b.autoChannels, order: b.autoChannels })),
    z
      .object({ autoplay_channels: z.array(ChannelRef).max(MAX_CHANNELS), channel_order: z.array(ChannelRef).max(MAX_CHANNELS).optional() })
      .transform((b) => ({ checked: b.autoplay_channels, order: b.channel_order ?? b.autoplay_channels })),
  ],
  { error: INVALID_AUTOPLAY_CONFIG.key },
);
export type AutoPlayConfigInput = z.output<typeof AutoPlayConfigBody>;

export const EncodedNameParams = z.object({ name: z.string().max(400, NAME_TOO_LONG.key) });
