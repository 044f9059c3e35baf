/*
 * Signed in, the host's first script (main.js, host/src/app/early-requests.ts) asks for the menu,
 * /remotes.json and the screen's manifest before the app's code has loaded, and publishes them on
 * `window` under this key (issue #25). Whoever would send the same GET first takes the answer
 * instead, once; what nobody took is dropped when the first screen has settled.
 */

/** Where the host publishes the answers (the host's early-requests.ts writes the same key). */
export const EARLY_RESPONSES_KEY = '__colaboraEarlyResponses';

export type EarlyResponses = {
  /** The answer to this GET (absolute or relative URL, with this Authorization header), once. */
  take(url: string, authorization: string | null): Promise<Response> | undefined;
};

type EarlyWindow = Window & { [EARLY_RESPONSES_KEY]?: EarlyResponses };

/** The early answer to a GET, if the host started one; a second call for it finds nothing. */
export function takeEarlyResponse(
  url: string,
  authorization: string | null,
  target: Window = window,
): Promise<Response> | undefined {
  return (target as EarlyWindow)[EARLY_RESPONSES_KEY]?.take(url, authorization);
}
