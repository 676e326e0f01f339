import { createHash } from 'node:crypto';
import type http from 'node:http';
import { ruruHTML } from 'ruru/server';
import { serveStatic } from 'ruru/static';

/** Where the explorer's own files are served: from the `ruru` package, never a CDN. */
export const EXPLORER_ASSETS = '/graphql/explorer/';

// GraphiQL's light theme tints its editors' panel grey (#f1f2f4), on which its own pink links (the
// Ruru logo, 4.4:1) and Monaco's green numbers (4.1:1) fall under WCAG AA's 4.5:1. The panel is
// served white, as Monaco's light theme is made for (4.9:1 and 4.6:1), with a border to keep it apart.
// Light is the theme a visitor chose (body.graphiql-light) or, with none chosen, the system's.
const WHITE_PANEL = `.graphiql-container .graphiql-sessions {
  background-color: hsl(var(--color-base));
  box-shadow: inset 0 0 0 1px hsla(var(--color-neutral), var(--alpha-background-heavy));
}`;
const LIGHT_PANEL = `<style>
body.graphiql-light ${WHITE_PANEL}
@media (prefers-color-scheme: light) {
  body:not(.graphiql-dark) ${WHITE_PANEL}
}
</style>`;

// GraphiQL draws each session tab as an <li role="tab"> holding its title button and, once there are
// two tabs, a close button: controls inside a control, which assistive technology cannot reach (axe:
// nested-interactive). As WAI-ARIA's tabs pattern has it, the tab is the title button: the <li> becomes
// presentation, its role and selected state move to the button, and the close button, a mouse's way to
// close, leaves the accessibility tree and the tab order for the pattern's keyboard way, Delete on the tab.
// React sets only the attributes whose values change, so moving them again on each change keeps them.
const TAB_ROLES = `<script>
(() => {
  const mend = (li) => {
    const tab = li.querySelector(':scope > .graphiql-tab-button');
    if (!tab) return;
    if (li.getAttribute('role') !== 'presentation') li.setAttribute('role', 'presentation');
    if (li.hasAttribute('aria-selected')) {
      tab.setAttribute('aria-selected', li.getAttribute('aria-selected'));
      li.removeAttribute('aria-selected');
    }
    if (tab.getAttribute('role') !== 'tab') {
      tab.setAttribute('role', 'tab');
      tab.setAttribute('aria-keyshortcuts', 'Delete');
    }
    const close = li.querySelector(':scope > .graphiql-tab-close');
    if (close && close.getAttribute('aria-hidden') !== 'true') {
      close.setAttribute('aria-hidden', 'true');
      close.setAttribute('tabindex', '-1');
    }
  };
  new MutationObserver(() => document.querySelectorAll('li.graphiql-tab').forEach(mend)).observe(document.documentElement, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['role', 'aria-selected'],
  });
  document.addEventListener('keydown', (event) => {
    const tab = event.target instanceof Element && event.target.closest('.graphiql-tab-button');
    const close = tab && tab.parentElement.querySelector(':scope > .graphiql-tab-close');
    if (event.key !== 'Delete' || !close) return;
    close.click();
    // The tab that takes its place is where the keyboard goes on.
    requestAnimationFrame(() => document.querySelector('.graphiql-tab-active > .graphiql-tab-button')?.focus());
  });
})();
</script>`;

const PAGE = ruruHTML({
  endpoint: '/graphql',
  staticPath: EXPLORER_ASSETS,
  htmlParts: { styleTags: (ruruStyles) => `${ruruStyles}\n${LIGHT_PANEL}`, headerScripts: (ruruScripts) => `${ruruScripts}\n${TAB_ROLES}` },
  clientConfig: {
    defaultQuery:
      '# The Clix Campaign API: the Docs panel lists every type; docs/api.md is the guide.\n{\n  worlds(first: 10) {\n    nodes { slug name }\n  }\n}\n',
  },
});

// The page's inline scripts are allowed by their hashes; everything else comes from this server.
const SCRIPT_HASHES = [...PAGE.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
  .filter(([, body]) => body.trim() !== '')
  .map(([, body]) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
const PAGE_POLICY = [
  "default-src 'self'",
  `script-src 'self' ${SCRIPT_HASHES.join(' ')}`,
  // The editor (Monaco) sets styles inline and runs its language services in workers.
  "style-src 'self' 'unsafe-inline'",
  "worker-src 'self' blob:",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const assets = serveStatic(EXPLORER_ASSETS);

/** A browser asking for the endpoint itself (a page, not a GraphQL answer). */
export function wantsExplorer(req: http.IncomingMessage, url: URL): boolean {
  return req.method === 'GET' && url.pathname === '/graphql' && !url.searchParams.has('query') && (req.headers.accept ?? '').includes('text/html');
}

/** The explorer's page: GraphiQL (Grafast's Ruru build) on this endpoint, under a policy allowing only this server. */
export function sendExplorer(res: http.ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_POLICY, 'cache-control': 'no-cache' });
  res.end(PAGE);
}

/** One of the explorer's files (scripts, workers, styles); 404 when there is none by that name. */
export function sendExplorerAsset(req: http.IncomingMessage, res: http.ServerResponse): void {
  assets(req, res, () => {
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: 'no such explorer file' }));
  });
}
