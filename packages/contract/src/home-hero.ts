/**
 * The loop behind the home page's first screen (apps/web/public/media, drawn by
 * apps/web/scripts/make-videos.sh). Its poster is the home page's largest paint: the web host
 * asks for it with the page, where the page's script would only name it once it has run.
 */
export const HOME_HERO_LOOP = 'home-hero-loop';

/** The poster of HOME_HERO_LOOP, as the background video names it (`/media/<name>.jpg`). */
export const HOME_HERO_POSTER = `/media/${HOME_HERO_LOOP}.jpg`;
