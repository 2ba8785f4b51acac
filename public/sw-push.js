/*
 * Push in the app's service worker (issue 35; docs/api/marketplace.md "Push"). A classic script with no
 * imports, loaded by the main worker with importScripts('/sw-push.js'): it only adds listeners.
 * - push: always shows a notification (iOS cancels a subscription whose push shows none); a payload
 *   without text gets a generic title in the subscription's language (payload.language, else Arabic).
 * - message {type: 'sandbox-push', payload}: the sandbox's push (mocks/browser.ts), shown the same way.
 * - notificationclick: focuses an open tab on the push's page, else opens it.
 * - the app icon's badge follows payload.unread where the Badging API exists.
 */
(function (scope) {
  'use strict';

  var FALLBACK = {
    ar: { title: 'لديك إشعار جديد', body: 'افتح التطبيق لترى التفاصيل.' },
    en: { title: 'You have a new notification', body: 'Open the app to see the details.' },
  };
  var ICON = '/logo.svg';

  function text(value) {
    return typeof value === 'string' ? value.trim() : '';
  }

  /** A same-site path, or the start page: a push never opens another site. */
  function safeUrl(value) {
    try {
      var url = new URL(text(value) || '/', scope.location.origin);
      return url.origin === scope.location.origin ? url.pathname + url.search + url.hash : '/';
    } catch (error) {
      return '/';
    }
  }

  function readPayload(data) {
    if (!data) return {};
    try {
      var parsed = data.json();
      return parsed && typeof parsed === 'object' ? parsed : {};
    } catch (error) {
      // Not JSON: the text is the body.
      return { body: typeof data.text === 'function' ? data.text() : '' };
    }
  }

  function setBadge(unread) {
    var navigator = scope.navigator;
    if (!navigator || typeof unread !== 'number' || !isFinite(unread)) return Promise.resolve();
    var badge =
      unread > 0
        ? navigator.setAppBadge && navigator.setAppBadge(Math.floor(unread))
        : navigator.clearAppBadge && navigator.clearAppBadge();
    return Promise.resolve(badge).catch(function () {
      return undefined;
    });
  }

  function show(payload) {
    var language = payload.language === 'en' ? 'en' : 'ar';
    var fallback = FALLBACK[language];
    var title = text(payload.title);
    var body = text(payload.body);
    var options = {
      body: title ? body : body || fallback.body,
      tag: text(payload.tag) || undefined,
      lang: language,
      dir: language === 'ar' ? 'rtl' : 'ltr',
      icon: ICON,
      data: { url: safeUrl(payload.url), kind: text(payload.kind) },
    };
    return Promise.all([
      scope.registration.showNotification(title || fallback.title, options),
      setBadge(payload.unread),
    ]);
  }

  scope.addEventListener('push', function (event) {
    event.waitUntil(show(readPayload(event.data)));
  });

  scope.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || message.type !== 'sandbox-push') return;
    var payload = message.payload && typeof message.payload === 'object' ? message.payload : {};
    var done = show(payload);
    if (event.waitUntil) event.waitUntil(done);
  });

  scope.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var data = event.notification.data || {};
    var target = new URL(safeUrl(data.url), scope.location.origin).href;
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
        for (var index = 0; index < windows.length; index += 1) {
          var client = windows[index];
          if (client.url === target && client.focus) return client.focus();
        }
        return scope.clients.openWindow(target);
      }),
    );
  });
})(self);
