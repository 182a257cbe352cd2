// Runs before the studio (web/lib/studio/studio-files.ts adds it to the page). On this machine the studio's
// content comes from the local Content API at https://localhost:<port>, whose certificate is made here: until
// the browser trusts it, every request fails without a word. Then this says, in the studio's own page, the one
// step to take. Behind the proxy the API shares the studio's origin and certificate, and nothing is checked.
;(function () {
  var meta = document.querySelector('meta[name="lokalsicht-content-api"]')
  if (!meta || !meta.content) return
  var api = meta.content.replace(/\/+$/, '')
  if (new URL(api).origin === window.location.origin) return

  function reachable() {
    return fetch(api + '/v1/ping', { cache: 'no-store' }).then(
      function (response) {
        return response.ok
      },
      function () {
        return false
      },
    )
  }

  function element(tag, attributes, children) {
    var node = document.createElement(tag)
    Object.keys(attributes).forEach(function (name) {
      node.setAttribute(name, attributes[name])
    })
    ;(children || []).forEach(function (child) {
      node.append(child)
    })
    return node
  }

  function notice() {
    var accept = api + '/accept-certificate?return=' + encodeURIComponent(window.location.href)
    var command = function () {
      return element('code', {}, ['npm run studio:trust'])
    }
    var link = function (text) {
      return element('a', { href: accept }, [text])
    }
    var retry = element('button', { type: 'button' }, ['Erneut prüfen · Check again'])
    var panel = element('div', { role: 'alertdialog', 'aria-modal': 'true', 'aria-labelledby': 'content-api-check-title', lang: 'de', id: 'content-api-check' }, [
      element('h1', { id: 'content-api-check-title' }, ['Das Studio erreicht seine Inhalte noch nicht']),
      element('p', {}, ['Die Inhalte kommen vom Content-Lake dieses Rechners (' + api + '). Sein Zertifikat wurde hier erstellt, und dieser Browser vertraut ihm noch nicht.']),
      element('p', {}, ['Einmal erledigen: im Projektordner ', command(), ' ausführen und diese Seite neu laden. Oder ', link('diese Adresse öffnen'), ', die Warnung des Browsers bestätigen – danach geht es von selbst hierher zurück.']),
      element('h2', { lang: 'en' }, ['The studio cannot reach its content yet']),
      element('p', { lang: 'en' }, ["Its content comes from this machine's Content Lake (" + api + '). Its certificate was made here, and this browser does not trust it yet.']),
      element('p', { lang: 'en' }, ['Once: run ', command(), ' in the project folder and reload this page. Or ', link('open this address'), ", accept the browser's warning, and you are brought back here."]),
      retry,
    ])
    var style = element('style', {}, [
      '#content-api-check{position:fixed;inset:0;z-index:2147483647;overflow:auto;background:#fff;color:#101112;font:16px/1.5 system-ui,sans-serif;padding:2rem max(1.5rem,calc(50vw - 22rem))}' +
        '#content-api-check h1{font-size:1.5rem;margin:0 0 1rem}#content-api-check h2{font-size:1.25rem;margin:2rem 0 1rem}' +
        '#content-api-check a{color:#1f4fd1}#content-api-check code{background:#f0f1f3;padding:.1rem .3rem;border-radius:.2rem}' +
        '#content-api-check button{margin-top:1.5rem;font:inherit;padding:.5rem 1rem;border:1px solid #1f4fd1;border-radius:.3rem;background:#1f4fd1;color:#fff;cursor:pointer}' +
        '#content-api-check button:focus-visible,#content-api-check a:focus-visible{outline:3px solid #101112;outline-offset:2px}',
    ])
    retry.addEventListener('click', function () {
      reachable().then(function (ok) {
        if (ok) window.location.reload()
      })
    })
    document.head.append(style)
    document.body.append(panel)
    retry.focus()
  }

  reachable().then(function (ok) {
    if (!ok) notice()
  })
})()
