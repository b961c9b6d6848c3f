/*
 * Below the browser baseline: turns index.html's "Loading…" placeholder into the update
 * message (.app-boot__update, English and Swahili) when the app cannot start. A classic ES5 file
 * of our own origin, not an inline script: the Content-Security-Policy allows only 'self' files.
 * It is loaded with `defer` before the app's module, so its listeners are there before the
 * module runs, fails to load or throws. The app "started" once React put anything in #root
 * (the route-loading fallback comes first), and then ui.css hides the placeholder anyway.
 *
 * When:
 * - at once: the browser has no module scripts or lacks ES2019/2020 built-ins (Chrome < 76;
 *   76-79 then fail on the app's ES2020 syntax, which the next rule catches);
 * - 1.5 s after one of our scripts fails to load (blocked, 404, offline) or one of our files
 *   throws before the app rendered (a syntax error or a missing API). Not after a lost
 *   <link rel=modulepreload> (the opening screen's files): the import that needs the file fetches
 *   it again, so on a patchy link (a connection dropped mid-load) the app starts a round trip
 *   later, and a file that is really missing leaves the app to say so itself, or the 8 s rule;
 * - otherwise after 8 s without a start, unless the app's script is visibly still downloading
 *   on a slow link (no Resource Timing entry yet): then every 2 s more, up to 30 s. A borrower
 *   on 2G should not be told to update a browser that is merely waiting for bytes.
 *
 * Also, above the baseline: it starts reading the borrower's saved session (where: the placeholder's
 * data-persist-* attributes, from store/persistPlace.ts) while the app's scripts download, and
 * leaves the connection and the read in window.__persistEarly for store/persist.ts.
 * The app would otherwise open IndexedDB only after its scripts have run, and the screen's first
 * call waits for that session.
 */
;(function () {
  var boot = document.querySelector('.app-boot')
  var root = document.getElementById('root')
  // Prerendered public pages have no placeholder: they read without any script.
  if (!boot || !root) return
  var FIRST = 8000
  var STEP = 2000
  var MAX = 30000
  var shown = false
  var origin = location.protocol + '//' + location.host

  function started() {
    return !!root.firstChild
  }

  // The customer-service phone: the host's runtime config (window.__APP_CONFIG__, else the page's
  // JSON data block #app-config) wins over the build's value (VITE_CS_PHONE). Without any, the
  // help line stays hidden: no phone is invented. Returns whether there is one.
  function runtimePhone() {
    var cfg = window.__APP_CONFIG__
    if (cfg && typeof cfg.customerServicePhone === 'string' && cfg.customerServicePhone) return cfg.customerServicePhone
    var block = document.getElementById('app-config')
    try {
      var data = block ? JSON.parse(block.textContent || '{}') : null
      return data && typeof data.customerServicePhone === 'string' ? data.customerServicePhone : ''
      // ES5: a catch needs its binding.
      // eslint-disable-next-line @typescript-eslint/no-unused-vars
    } catch (e) {
      return ''
    }
  }

  function applyPhone() {
    var phone = runtimePhone()
    var links = boot.querySelectorAll('a[data-cs-phone]')
    var any = false
    for (var i = 0; i < links.length; i++) {
      if (phone) {
        links[i].textContent = phone
        links[i].setAttribute('href', 'tel:' + phone.replace(/[^+0-9]/g, ''))
      }
      if (links[i].textContent) any = true
    }
    return any
  }

  function show() {
    if (shown || started()) return
    shown = true
    var hasPhone = applyPhone()
    var parts = boot.children
    for (var i = 0; i < parts.length; i++) {
      var update = (' ' + parts[i].className + ' ').indexOf(' app-boot__update ') >= 0
      var help = !!parts[i].querySelector('a[data-cs-phone]')
      if (update && (hasPhone || !help)) parts[i].removeAttribute('hidden')
      else parts[i].setAttribute('hidden', '')
    }
    boot.className += ' app-boot--failed'
  }

  var probe = document.createElement('script')
  var belowFloor =
    !('noModule' in probe) ||
    typeof Promise === 'undefined' ||
    typeof Promise.allSettled !== 'function' ||
    typeof String.prototype.matchAll !== 'function' ||
    typeof Object.fromEntries !== 'function'
  if (belowFloor) return show()

  function readSavedSession() {
    var name = boot.getAttribute('data-persist-db')
    var store = boot.getAttribute('data-persist-store')
    var key = boot.getAttribute('data-persist-key')
    if (!name || !store || !key || !window.indexedDB) return
    // Promise exists here (checked above with the baseline); reached through window so that the
    // build's ES5 check (check-baseline) reads this file as the ES5 it is for browsers below the baseline.
    var P = window.Promise
    var connection = new P(function (resolve) {
      var req = indexedDB.open(name)
      // As store/persist.ts opens it: a new database gets its object store.
      req.onupgradeneeded = function () {
        if (!req.result.objectStoreNames.contains(store)) req.result.createObjectStore(store)
      }
      req.onsuccess = function () {
        var db = req.result
        // Never in the way of an upgrade (the app's, another tab's); the app then opens its own.
        db.onversionchange = function () {
          db.close()
          if (window.__persistEarly) window.__persistEarly.closed = true
        }
        resolve(db)
      }
      req.onerror = function () {
        resolve(null)
      }
    })
    var read = connection.then(function (db) {
      if (!db || !db.objectStoreNames.contains(store)) return undefined
      return new P(function (resolve) {
        var tx = db.transaction(store, 'readonly')
        var get = tx.objectStore(store).get(key)
        tx.oncomplete = function () {
          resolve({ value: get.result })
        }
        tx.onerror = tx.onabort = function () {
          resolve(undefined)
        }
      })
    })
    window.__persistEarly = { db: name, store: store, key: key, connection: connection, read: read }
  }
  // A broken IndexedDB (private mode, an old WebView) only costs the head start: the app reads as before.
  try {
    readSavedSession()
    // ES5: a catch needs its binding.
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
  } catch (e) {
    window.__persistEarly = undefined
  }

  var soon = null
  function failSoon() {
    if (!soon && !started()) soon = setTimeout(show, 1500)
  }
  function ours(url) {
    return typeof url === 'string' && url.indexOf(origin + '/') === 0
  }
  // Capture phase: load errors of <script> do not bubble. A preload's error is not a failed start (above).
  window.addEventListener(
    'error',
    function (e) {
      var t = e.target
      if (t && t !== window && t.nodeType === 1) {
        if (t.tagName === 'SCRIPT' && ours(t.src)) failSoon()
        return
      }
      // Uncaught errors from our own files only: a native shell's injected code is not ours.
      if (ours(e.filename)) failSoon()
    },
    true
  )

  function stillLoading() {
    if (!window.performance || typeof performance.getEntriesByName !== 'function') return false
    var scripts = document.querySelectorAll('script[type="module"][src]')
    for (var i = 0; i < scripts.length; i++) if (performance.getEntriesByName(scripts[i].src).length === 0) return true
    return false
  }

  var waited = FIRST
  function tick() {
    if (started() || shown) return
    if (waited < MAX && stillLoading()) {
      waited += STEP
      setTimeout(tick, STEP)
      return
    }
    show()
  }
  setTimeout(tick, FIRST)
})()
