// Where a visitor may be sent back to after signing in: only a path inside the shop. Shared by the
// web app (a return after any sign-in) and the API (the Google sign-in's returnTo), so the one
// guard against open redirects decides for both. Zod-free: it joins the web app's first load.

/** `path` if it is a same-site path that is not a sign-in page, else '/'. */
export function sameSiteReturnPath(path: unknown): string {
  // '//host' and '/\host' are other sites to a browser; a sign-in page would bounce straight back.
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || /^\/(login|signup|admin-login)\b/.test(path))
    return '/';
  // Control characters (a newline in a Location header, a tab browsers drop) never belong in a path.
  return [...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) ? '/' : path;
}
