/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** LINE official account handle for the add-friend link and QR (SPEC §1). */
  readonly VITE_LINE_OA_HANDLE?: string;
  /** The provider's external home page, the last resort of SPEC §4 response handling. */
  readonly VITE_EXTERNAL_HOME_URL?: string;
  /** LIFF app id; LIFF is initialised only inside LINE. */
  readonly VITE_LIFF_ID?: string;
  readonly VITE_FACEBOOK_URL?: string;
  readonly VITE_YOUTUBE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
