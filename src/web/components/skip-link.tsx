import { webMessages } from '../../domain/messages.ts';

/** 'Sari la conținut': the first stop of the keyboard, jumping to <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-accent focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-darker"
    >
      {webMessages.skipToContent}
    </a>
  );
}
