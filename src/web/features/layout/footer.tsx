import { Link } from 'react-router';
import { correctionsTitle } from '../../../domain/correction-labels.ts';
import { bucharestYear } from '../../../domain/dates.ts';
import { commonMessages, nav, webMessages } from '../../../domain/messages.ts';
import { paths } from '../../../domain/paths.ts';
import { getAppConfig, type SocialLinks } from '../../app-config.ts';
import { mainNav } from './nav-items.ts';

const quickLinks = [
  ...mainNav.map((item) => ({ to: item.to, label: item.label })),
  { to: paths.roundSlip, label: nav.roundSlip },
  { to: paths.corrections, label: correctionsTitle },
  { to: paths.terms, label: webMessages.termsTitle },
  { to: paths.privacy, label: webMessages.privacyTitle },
];

const socialNames: Record<keyof SocialLinks, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  tiktok: 'TikTok',
};

const socialIcons: Record<keyof SocialLinks, string> = {
  facebook:
    'M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.6A21 21 0 0 0 14.7 2.5C12.4 2.5 11 3.9 11 6.4v2.1H8.5V12H11v9.5h3V12h2.6l.4-3.5Z',
  instagram:
    'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4Zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6Zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM12 2.5c-2.6 0-2.9 0-3.9.1C5 2.7 2.7 5 2.6 8.1c-.1 1-.1 1.3-.1 3.9s0 2.9.1 3.9c.1 3.1 2.4 5.4 5.5 5.5 1 .1 1.3.1 3.9.1s2.9 0 3.9-.1c3.1-.1 5.4-2.4 5.5-5.5.1-1 .1-1.3.1-3.9s0-2.9-.1-3.9c-.1-3.1-2.4-5.4-5.5-5.5-1-.1-1.3-.1-3.9-.1Zm0 1.7c2.5 0 2.8 0 3.8.1 2.2.1 3.8 1.7 3.9 3.9.1 1 .1 1.3.1 3.8s0 2.8-.1 3.8c-.1 2.2-1.7 3.8-3.9 3.9-1 .1-1.3.1-3.8.1s-2.8 0-3.8-.1c-2.2-.1-3.8-1.7-3.9-3.9-.1-1-.1-1.3-.1-3.8s0-2.8.1-3.8C4.3 5.9 5.9 4.3 8.2 4.3c1-.1 1.3-.1 3.8-.1Z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8ZM10 15V9l5.2 3Z',
  tiktok:
    'M16.6 2.5h-3.2v13a2.8 2.8 0 1 1-2-2.7V9.5a6 6 0 1 0 5.2 6V9a7.6 7.6 0 0 0 4.4 1.4V7.2a4.4 4.4 0 0 1-4.4-4.4Z',
};

const footerLink = 'rounded text-emerald-50 underline-offset-2 hover:text-white hover:underline';

export function Footer() {
  const config = getAppConfig();
  const socials = (Object.keys(socialNames) as (keyof SocialLinks)[]).filter((k) => config.social[k]);
  const year = bucharestYear(new Date());
  return (
    <footer className="on-dark mt-16 bg-brand-darker text-emerald-50">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="lg:col-span-1">
          <p className="text-2xl font-black text-white">{config.siteName}</p>
          <p className="mt-3 text-sm leading-relaxed">{commonMessages.free}</p>
          <div className="mt-5 flex items-center gap-3">
            <span
              className="grid size-12 shrink-0 place-items-center rounded-full border-2 border-red-400 bg-white text-base font-black text-red-700"
              title="18+"
            >
              18+
            </span>
            <p className="text-sm leading-snug">{webMessages.responsibleGaming}</p>
          </div>
        </div>

        <nav aria-label={webMessages.footerNavigation} className="lg:col-span-2">
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">{webMessages.footerNavigation}</h2>
          <ul className="mt-4 max-w-md gap-x-8 text-sm min-[400px]:columns-2">
            {quickLinks.map((l) => (
              <li key={l.to} className="mb-2.5 break-inside-avoid">
                <Link to={l.to} className={footerLink}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 className="text-sm font-bold tracking-wider text-white uppercase">{webMessages.follow}</h2>
          <ul className="mt-4 flex flex-wrap gap-2">
            {socials.map((k) => (
              <li key={k}>
                <a
                  href={config.social[k]}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="grid size-11 place-items-center rounded-full bg-white/10 text-white hover:bg-white/20"
                >
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
                    <path d={socialIcons[k]} />
                  </svg>
                  <span className="sr-only">{socialNames[k]}</span>
                </a>
              </li>
            ))}
          </ul>
          <h2 className="mt-6 text-sm font-bold tracking-wider text-white uppercase">{webMessages.contact}</h2>
          <p className="mt-2 text-sm">
            <a href={`mailto:${config.contactEmail}`} className={footerLink}>
              {config.contactEmail}
            </a>
          </p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-emerald-100">
          © {year} {config.siteName}
        </p>
      </div>
    </footer>
  );
}
