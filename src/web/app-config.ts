// Site settings the server writes into index.html as <script type="application/json" id="app-config">.
// Its publicUrl is read by site-url.ts alone, so the entry every page loads does not carry it.

export interface SocialLinks {
  facebook: string;
  instagram: string;
  youtube: string;
  tiktok: string;
}

export interface AppConfig {
  siteName: string;
  contactEmail: string;
  social: SocialLinks;
  /** A Facebook app's id for Messenger's Send dialog, or ''. */
  facebookAppId: string;
}

const defaultAppConfig: AppConfig = {
  siteName: 'Prezice',
  contactEmail: 'contact@prezice.ro',
  social: {
    facebook: 'https://www.facebook.com/prezice',
    instagram: 'https://www.instagram.com/prezice',
    youtube: 'https://www.youtube.com/@prezice',
    tiktok: 'https://www.tiktok.com/@prezice',
  },
  facebookAppId: '',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function email(value: unknown, fallback: string): string {
  const v = text(value, '');
  return /^[^\s@]+@[^\s@]+$/.test(v) ? v : fallback;
}

/** An http(s) URL, '' to hide the link, or the fallback when the value is missing or unusable. */
function link(value: unknown, fallback: string): string {
  if (value === '') return '';
  const v = text(value, '');
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

function parseAppConfig(raw: unknown): AppConfig {
  const d = defaultAppConfig;
  if (!isRecord(raw)) return d;
  const social = isRecord(raw.social) ? raw.social : {};
  return {
    siteName: text(raw.siteName, d.siteName),
    contactEmail: email(raw.contactEmail, d.contactEmail),
    social: {
      facebook: link(social.facebook, d.social.facebook),
      instagram: link(social.instagram, d.social.instagram),
      youtube: link(social.youtube, d.social.youtube),
      tiktok: link(social.tiktok, d.social.tiktok),
    },
    facebookAppId: /^\d{1,32}$/.test(text(raw.facebookAppId, '')) ? text(raw.facebookAppId, '') : '',
  };
}

function readAppConfig(doc: Document = document): AppConfig {
  const json = doc.getElementById('app-config')?.textContent;
  if (!json) return defaultAppConfig;
  try {
    return parseAppConfig(JSON.parse(json));
  } catch {
    return defaultAppConfig;
  }
}

let cached: AppConfig | undefined;

export function getAppConfig(): AppConfig {
  cached ??= readAppConfig();
  return cached;
}
