import { DEFAULT_LANGUAGE, LANGUAGES } from '@/locales/languages';
import { STORAGE_KEYS } from '@/store/shared/storage';

/**
 * Runs in <head> before the body paints, so `<html lang dir>` is right on the
 * first frame: the same precedence as `resolveLanguage` (?lang= > stored > default),
 * with the rtl flags taken from the language registry.
 */
export function prePaintScript(): string {
  const rtl = Object.fromEntries(Object.entries(LANGUAGES).map(([code, language]) => [code, language.rtl]));
  return `(function(){try{var r=${JSON.stringify(rtl)},h=Object.prototype.hasOwnProperty,q=new URLSearchParams(location.search).get('lang'),s=null;try{s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)})}catch(e){}var l=h.call(r,q)?q:h.call(r,s)?s:${JSON.stringify(DEFAULT_LANGUAGE)};var d=document.documentElement;d.lang=l;d.dir=r[l]?'rtl':'ltr'}catch(e){}})();`;
}
