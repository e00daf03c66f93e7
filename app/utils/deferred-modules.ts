// Shared by the server's HTML rewrite (defer-scripts.server.ts) and the root layout, which inlines
// the loader into every page.

/** A script type browsers do not run: React Router's module script waits under it. */
export const DEFERRED_MODULE_TYPE = "text/x-deferred-module";

/**
 * The inline loader: after the first paint (a task queued from an animation frame), recreate
 * the deferred module script as a real one with the same nonce. Hidden tabs get no animation
 * frames, hence the timer. Kept tiny and dependency-free: it is inlined into every page.
 */
export const LOAD_DEFERRED_MODULES = `(function(){var done=false;function go(){if(done)return;done=true;var d=document.querySelector('script[type="${DEFERRED_MODULE_TYPE}"]');if(!d)return;var s=document.createElement("script");s.type="module";s.nonce=d.nonce;s.textContent=d.textContent;document.body.appendChild(s)}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,300)})()`;
