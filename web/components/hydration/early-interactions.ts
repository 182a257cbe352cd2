/** Sent on `document` once React has hydrated the page (hydrated-signal.client.tsx). */
export const HYDRATED_EVENT = 'react-hydrated'

/**
 * The page's scripts load asynchronously, often after its first paint, so a visitor can press a button
 * before React handles it. This inline script, first in <body>, holds such presses
 * and replays them once React has hydrated the page (then React, or an island, handles them as usual):
 *
 * - a click on a button that does something only with JavaScript (`type="button"`, or a submit button
 *   outside a form) is replayed as a click;
 * - the submit of a form without an `action` of its own, or with React's `javascript:` placeholder for a
 *   form whose action is a client function (a form that only works with JavaScript), is stopped, so the
 *   browser does not send it by GET into the address bar, and replayed with the same submit button.
 *
 * Everything that works without JavaScript goes on as it is: links, forms with an action (the blog
 * search, server actions), reset buttons, labels, fields (what a visitor types stays in the field).
 */
export const holdEarlyInteractions =
  `(function(d){var h=[];function k(e){var t=e.target;if(e.type==='submit'){var a=t.getAttribute('action');if(a&&a.indexOf('javascript:')!==0)return;e.preventDefault();var s=e.submitter;h.push(function(){t.requestSubmit(s&&s.form===t?s:undefined)});return}` +
  `var b=t.closest&&t.closest('button');if(!b||b.disabled||b.type==='reset'||(b.type==='submit'&&b.form))return;h.push(function(){b.click()})}` +
  `d.addEventListener('click',k,true);d.addEventListener('submit',k,true);` +
  `d.addEventListener('${HYDRATED_EVENT}',function(){d.removeEventListener('click',k,true);d.removeEventListener('submit',k,true);h.splice(0).forEach(function(f){f()})},{once:true})})(document)`
