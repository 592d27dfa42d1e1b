export declare function localCertificate(): { key: string; cert: string; cleanup: () => void } | null;
