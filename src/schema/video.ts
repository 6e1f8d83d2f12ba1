/**
 * The video site's addresses, built from a video id. No zod here: the browser bundle
 * (the gallery) and the build (the security policy) both import it.
 */
export const VIDEO_SITE = 'https://www.youtube.com';
export const THUMBNAIL_ORIGIN = 'https://i.ytimg.com';
/** The privacy-enhanced player: no cookies until the visitor plays. */
export const EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export const watchUrl = (id: string) => `${VIDEO_SITE}/watch?v=${id}`;
export const thumbnailUrl = (id: string) => `${THUMBNAIL_ORIGIN}/vi/${id}/hqdefault.jpg`;
export const embedUrl = (id: string) => `${EMBED_ORIGIN}/embed/${id}?autoplay=1&rel=0`;
