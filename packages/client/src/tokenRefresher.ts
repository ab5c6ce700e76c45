export interface TokenRefresherOptions {
  getToken: () => string | undefined;
  setToken: (token: string | undefined) => void;
  isExpired: (token: string) => boolean;
  /**
   * Exchanges the expired token for a new one (spec: POST /refresh). It must not go through an
   * HttpClient call that uses this same refresher with `authorised: true`: that call would wait for
   * the refresh it is part of.
   */
  refresh: (expiredToken: string) => Promise<string>;
  /** Told when a refresh fails; the failure itself is absorbed (see `ensureFreshToken`). */
  onRefreshError?: (error: unknown) => void;
}

export interface TokenRefresher {
  /**
   * Resolves to the token an authorised call should send: the current one when it is still valid,
   * a refreshed one when it had expired, or `undefined` when there is no token or the refresh failed.
   * A failed refresh empties the token (spec) and resolves instead of rejecting, so the call goes out
   * anonymously: public endpoints keep working and protected ones answer 401, which the storefront
   * already treats as "logged out".
   */
  ensureFreshToken(): Promise<string | undefined>;
}

/** One refresh at a time: concurrent callers that find the token expired share one in-flight refresh. */
export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  let inFlight: Promise<string | undefined> | undefined;

  async function refreshOnce(expiredToken: string): Promise<string | undefined> {
    try {
      const token = await options.refresh(expiredToken);
      options.setToken(token);
      return token;
    } catch (error) {
      options.setToken(undefined);
      options.onRefreshError?.(error);
      return undefined;
    }
  }

  return {
    ensureFreshToken() {
      if (inFlight) return inFlight;
      const token = options.getToken();
      if (token === undefined || token === '') return Promise.resolve(undefined);
      if (!options.isExpired(token)) return Promise.resolve(token);
      inFlight = refreshOnce(token).finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
  };
}
