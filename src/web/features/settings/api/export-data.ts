/** A plain link: the browser streams the download to disk with the session cookie. */
export const EXPORT_URL = '/api/account/export';
