/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly FORKLINE_PUBLIC_ANALYTICS_URL?: string;
  readonly FORKLINE_PUBLIC_ANALYTICS_SITE_ID?: string;
  readonly FORKLINE_PUBLIC_SITE_URL?: string;
}
