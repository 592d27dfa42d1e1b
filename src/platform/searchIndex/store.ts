import { storedSearchIndexSchema, type StoredSearchIndex } from "~/schemas/searchIndex";

// The calendar search index kept in IndexedDB (SPEC §7): database '{product}_search', store
// 'search_index', key 'index'. The record keeps the index as the JSON text that was downloaded and
// validated, beside its version, lastUpdated and the time it was stored: storing text costs one
// copy where a structured clone of the parsed index walks some 100 000 objects, and reading it back
// is one JSON.parse. Loaded inside the search worker only; it never reaches the page's first load.

const STORE = "search_index";
const KEY = "index";
const DB_VERSION = 1;

export class StoredIndexUnreadable extends Error {
  override name = "StoredIndexUnreadable";
}

function openDatabase(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, DB_VERSION);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${name} could not be opened`));
    request.onblocked = () => reject(new Error(`IndexedDB ${name} is blocked by another tab`));
  });
}

async function withStore<T>(
  name: string,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const db = await openDatabase(name);
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = run(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () =>
        reject(transaction.error ?? request.error ?? new Error("IndexedDB transaction failed"));
      transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB transaction aborted"));
    });
  } finally {
    db.close();
  }
}

/** The stored record, or null when there is none. Throws when IndexedDB fails or the record is malformed. */
export async function readStoredSearchIndex(databaseName: string): Promise<StoredSearchIndex | null> {
  const value = await withStore<unknown>(databaseName, "readonly", (store) => store.get(KEY));
  if (value === undefined) return null;
  const parsed = storedSearchIndexSchema.safeParse(value);
  if (!parsed.success) throw new StoredIndexUnreadable(`the stored search index is malformed: ${parsed.error.message}`);
  return parsed.data;
}

export async function writeStoredSearchIndex(databaseName: string, record: StoredSearchIndex): Promise<void> {
  await withStore<unknown>(databaseName, "readwrite", (store) => store.put(record, KEY));
}

export async function clearStoredSearchIndex(databaseName: string): Promise<void> {
  await withStore<unknown>(databaseName, "readwrite", (store) => store.delete(KEY));
}

/** Hex SHA-256 of the text's UTF-8 bytes, or null where Web Crypto is unavailable (an insecure origin). */
export async function sha256Hex(text: string): Promise<string | null> {
  if (!globalThis.crypto?.subtle) return null;
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
