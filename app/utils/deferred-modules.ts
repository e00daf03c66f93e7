// Shared by the server's HTML rewrite (defer-scripts.server.ts) and the root layout, which inlines
// the loader into every page.

/** A script type browsers do not run: React Router's module script waits under it. */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/**
 * The inline loader: after the first paint (a task queued from an animation frame), recreate
 * the deferred module script as a real one with the same nonce. Hidden tabs get no animation
 * frames, hence the timer. Kept tiny and dependency-free: it is inlined into every page.
 */
/**
 * zod 4 probes, the first time an object schema parses, whether it may compile parsers with
 * `new Function`. The site's Content-Security-Policy has no 'unsafe-eval', so the browser reports
 * that probe as a violation (Lighthouse's best practices, "inspector issues", on /track) even
 * though zod catches it. `jitless` skips the probe; zod reads its configuration from this global
 * when its module starts, so it is set here, before any module runs (tests/e2e/csp.test.ts).
 */
const ZOD_JITLESS =
  "globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true});";

/**
 * The element a pointer last went down on until a click follows, for a press that starts before the
 * entry script and ends after hydration (app/utils/press-while-starting.ts, ADR 038).
 */
const NOTE_PRESS =
  'addEventListener("pointerdown",function(e){window.__pressed=e.target},true);addEventListener("click",function(){window.__pressed=null},true);';

export const LOAD_DEFERRED_MODULES = `${ZOD_JITLESS}${NOTE_PRESS}(function(){var done=false;function go(){if(done)return;done=true;var d=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!d)return;var s=document.createElement("script");s.type="module";s.nonce=d.nonce;s.textContent=d.textContent;document.body.appendChild(s)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,300)})()`;
