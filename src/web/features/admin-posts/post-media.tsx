import { VIDEO_EXTENSIONS } from '../../../domain/limits.ts';

/** Video when the file's extension says so (mp4, webm, ogg, mov), otherwise an image. */
function isVideoUrl(url: string): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return path.includes('.') && (VIDEO_EXTENSIONS as readonly string[]).includes(ext);
}

/** The post's image or video, at most 500 px high; a video has controls and never plays by itself. */
export function PostMedia({ url, label }: { url: string; label: string }) {
  if (isVideoUrl(url)) {
    return (
      // biome-ignore lint/a11y/useMediaCaption: players' own uploads come without captions
      <video
        src={url}
        controls
        preload="metadata"
        aria-label={label}
        className="max-h-[500px] w-full rounded-xl bg-black"
      />
    );
  }
  return (
    <img src={url} alt={label} loading="lazy" className="max-h-[500px] w-auto max-w-full rounded-xl object-contain" />
  );
}
