import type { Media } from '../../../domain/media.schemas.ts';
import { communityPageMessages as t } from './community-messages.ts';
import { absoluteMediaUrl, isVideoUrl } from './post-media.ts';

interface PostMediaViewProps {
  media: Pick<Media, 'url' | 'mime' | 'width' | 'height'>;
  username: string;
}

/** The post's image or video (by the url's extension), at most 500 px high; a video never plays by itself. */
export function PostMediaView({ media, username }: PostMediaViewProps) {
  const src = absoluteMediaUrl(media.url, window.location.origin);
  if (isVideoUrl(media.url)) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: users' clips come without captions.
      <video
        src={src}
        controls
        preload="metadata"
        playsInline
        aria-label={t.videoLabel(username)}
        className="max-h-[500px] w-full rounded-xl bg-black"
      />
    );
  }
  return (
    <img
      src={src}
      alt={t.imageAlt(username)}
      loading="lazy"
      decoding="async"
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      className="mx-auto h-auto max-h-[500px] w-auto max-w-full rounded-xl object-contain"
    />
  );
}
