// Strapi-style query strings with bracket notation, as qs writes them:
// { filters: { round: { current: { $eq: true } } }, sort: ['date:asc'] }
//   -> filters[round][current][$eq]=true&sort[0]=date:asc

type QueryValue = string | number | boolean | Date | null | undefined | QueryValue[] | QueryParams;
export interface QueryParams {
  [key: string]: QueryValue;
}

// ':', ',' and '$' are legal in a query string; leaving them readable keeps logs and URLs legible.
const encode = (s: string) => encodeURIComponent(s).replace(/%3A/gi, ':').replace(/%2C/gi, ',').replace(/%24/g, '$');

function append(pairs: string[], key: string, value: QueryValue) {
  if (value === undefined) return;
  if (value === null) {
    pairs.push(`${key}=`);
  } else if (value instanceof Date) {
    pairs.push(`${key}=${encode(value.toISOString())}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      append(pairs, `${key}[${i}]`, item);
    });
  } else if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) append(pairs, `${key}[${encode(k)}]`, v);
  } else {
    pairs.push(`${key}=${encode(String(value))}`);
  }
}

/** The query string without its leading '?'; '' when nothing is set. */
export function toQueryString(params: QueryParams | undefined): string {
  if (!params) return '';
  const pairs: string[] = [];
  for (const [k, v] of Object.entries(params)) append(pairs, encode(k), v);
  return pairs.join('&');
}
