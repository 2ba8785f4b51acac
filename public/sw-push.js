/*
 * Push in the app's service worker (issue 35; docs/api/marketplace.md "Push"). A classic script with no
 * imports, loaded by the main worker with importScripts('/sw-push.js'): it only adds listeners.
 * - push: always shows a notification (iOS cancels a subscription whose push shows none); a payload
 *   without text gets a generic title in the subscription's language (payload.language, else Arabic).
 * - message {type: 'sandbox-push', payload}: the sandbox's push (mocks/browser.ts), shown the same way.
 * - notificationclick: focuses a window on the push's page, else takes a window of ours there (navigate, focus),
 *   else opens one; a step the browser refuses (no user activation) leaves the next to try.
 * - the app icon's badge follows payload.unread where the Badging API exists.
 * - the notification's data.kind is the payload's kind when the app knows it, else 'general' (a kind the
 *   app does not know is a general notice: docs/api/marketplace.md "Notifications").
 */
(function (scope) {
  'use strict';

  var FALLBACK = {
    ar: { title: 'لديك إشعار جديد', body: 'افتح التطبيق لترى التفاصيل.' },
    en: { title: 'You have a new notification', body: 'Open the app to see the details.' },
  };
  var ICON = '/logo.svg';
  // The kinds of services/notifications/notification-kinds.ts (NOTIFICATION_KINDS), copied: a classic
  // script imports nothing. tests/sw-push.test.ts fails, with the line to paste, when they differ.
  var KINDS = ['new_offer', 'hired', 'offer_rejected', 'invited', 'rated', 'report_received', 'request_closed', 'completed', 'offer_credited', 'offer_updated', 'offer_withdrawn', 'general', 'new_job', 'offer_seen', 'offer_contacted'];

  function kindOf(value) {
    var kind = text(value);
    return KINDS.indexOf(kind) === -1 ? 'general' : kind;
  }

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
      data: { url: safeUrl(payload.url), kind: kindOf(payload.kind) },
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

  /** A step of the tap that may be refused (focus and openWindow need the click's user activation): null then. */
  function attempt(step) {
    try {
      return Promise.resolve(step()).catch(function () {
        return null;
      });
    } catch (error) {
      return Promise.resolve(null);
    }
  }

  /**
   * The tap's page, as an installed app's user expects: a window already on it comes forward; else a
   * window of ours on another page goes there (navigate needs no activation) and comes forward; else a
   * new window opens. A refused step leaves the next one to try.
   */
  function openPage(target) {
    var clients = scope.clients;
    return Promise.all([
      attempt(function () {
        return clients.matchAll({ type: 'window', includeUncontrolled: true });
      }),
      // Only a window this worker controls can be navigated.
      attempt(function () {
        return clients.matchAll({ type: 'window' });
      }),
    ]).then(function (found) {
      var windows = found[0] || [];
      var controlled = found[1] || [];
      var there = windows.filter(function (client) {
        return client.url === target;
      })[0];
      var focused = there
        ? attempt(function () {
            return there.focus();
          })
        : Promise.resolve(null);
      return focused.then(function (client) {
        if (client) return client;
        var elsewhere = controlled.filter(function (other) {
          return other.url !== target;
        });
        return navigateOne(elsewhere, target).then(function (moved) {
          if (moved) return moved;
          return attempt(function () {
            return clients.openWindow(target);
          });
        });
      });
    });
  }

  /** The first controlled window that navigates to the target (most recently focused first), brought forward. */
  function navigateOne(windows, target, index) {
    var at = index || 0;
    if (at >= windows.length) return Promise.resolve(null);
    var client = windows[at];
    return attempt(function () {
      return client.navigate(target);
    }).then(function (moved) {
      if (!moved) return navigateOne(windows, target, at + 1);
      return attempt(function () {
        return moved.focus();
      }).then(function () {
        return moved;
      });
    });
  }

  scope.addEventListener('notificationclick', function (event) {
    event.notification.close();
    var data = event.notification.data || {};
    var opening = openPage(new URL(safeUrl(data.url), scope.location.origin).href);
    // Started before waitUntil: an event a script dispatches (untrusted) cannot extend its life, and its waitUntil throws.
    try {
      event.waitUntil(opening);
    } catch (error) {
      // The work above goes on regardless.
    }
  });
})(self);
