import { useCallback, useEffect, useRef, useState } from 'react';
import { isPhoneNotVerified } from './community.api.ts';
import { communityPageMessages as t } from './community-messages.ts';
import { postFileError } from './post-media.ts';

// The upload code is needed only once a file is chosen: it is downloaded then, not with the page.
const loadUpload = () =>
  import('../../upload-file.ts').catch(() => {
    throw new Error(t.uploadFailed);
  });

interface Chosen {
  file: File;
  /** A blob: url for the preview. */
  preview: string;
  isVideo: boolean;
}

/** The file of the post form: idle, uploading (real progress), success (the server's file id) or error. */
export type PostFileState =
  | { status: 'idle' }
  | (Chosen & { status: 'uploading'; progress: number })
  | (Chosen & { status: 'success'; fileId: number })
  | (Partial<Chosen> & { status: 'error'; message: string; phoneNotVerified: boolean });

/** The post form's file: choosing one starts its upload at once; removing it returns to idle. */
export function usePostFile() {
  const [state, setState] = useState<PostFileState>({ status: 'idle' });
  const upload = useRef<AbortController | null>(null);
  const preview = useRef<string | null>(null);

  const release = useCallback(() => {
    upload.current?.abort();
    upload.current = null;
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  }, []);

  // Leaving the page stops the upload and frees the preview.
  useEffect(() => release, [release]);

  const remove = useCallback(() => {
    release();
    setState({ status: 'idle' });
  }, [release]);

  const choose = useCallback(
    (file: File | null) => {
      release();
      if (!file) {
        setState({ status: 'idle' });
        return;
      }
      const tooBig = postFileError(file);
      if (tooBig) {
        setState({ status: 'error', file, message: tooBig, phoneNotVerified: false });
        return;
      }
      const chosen: Chosen = {
        file,
        preview: URL.createObjectURL(file),
        isVideo: file.type.startsWith('video/'),
      };
      preview.current = chosen.preview;
      const controller = new AbortController();
      upload.current = controller;
      setState({ ...chosen, status: 'uploading', progress: 0 });
      loadUpload()
        .then(({ uploadFile }) =>
          uploadFile(file, {
            onProgress: (progress) => {
              if (!controller.signal.aborted) setState({ ...chosen, status: 'uploading', progress });
            },
            signal: controller.signal,
            failedMessage: t.uploadFailed,
            badResponseMessage: t.uploadFailed,
          }),
        )
        .then(
          (stored) => {
            if (controller.signal.aborted) return;
            upload.current = null;
            setState({ ...chosen, status: 'success', fileId: stored.id });
          },
          (error: unknown) => {
            if (controller.signal.aborted) return;
            upload.current = null;
            const message = error instanceof Error && error.message ? error.message : t.uploadFailed;
            setState({ ...chosen, status: 'error', message, phoneNotVerified: isPhoneNotVerified(error) });
          },
        );
    },
    [release],
  );

  return { state, choose, remove };
}
