import { describe, expect, it, vi } from "vitest";
import { deferModule } from "./deferredModule";

const MODULE = { answer: 42 };

/** An import whose outcome the test decides, one call at a time. */
function controlledImport() {
  const calls: { resolve: (module: typeof MODULE | undefined) => void; reject: (error: Error) => void }[] = [];
  const importModule = vi.fn(
    () =>
      new Promise<typeof MODULE>((resolve, reject) =>
        calls.push({ resolve: (module) => resolve(module as typeof MODULE), reject }),
      ),
  );
  return { importModule, calls };
}

describe("deferModule", () => {
  it("imports once and gives every caller the same promise", async () => {
    const { importModule, calls } = controlledImport();
    const deferred = deferModule(importModule);
    const first = deferred.load();
    const second = deferred.load();
    deferred.preload();
    expect(second).toBe(first);
    calls[0]?.resolve(MODULE);
    await expect(first).resolves.toBe(MODULE);
    await expect(deferred.load()).resolves.toBe(MODULE);
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it("does not import before it is asked to", () => {
    const { importModule } = controlledImport();
    deferModule(importModule);
    expect(importModule).not.toHaveBeenCalled();
  });

  it("has the module synchronously once it has loaded, and not before", async () => {
    const { importModule, calls } = controlledImport();
    const deferred = deferModule(importModule);
    expect(deferred.loaded).toBeNull();
    const loading = deferred.load();
    expect(deferred.loaded).toBeNull();
    calls[0]?.resolve(MODULE);
    await loading;
    expect(deferred.loaded).toBe(MODULE);
  });

  it("tries again after a failed load instead of keeping the failure", async () => {
    const { importModule, calls } = controlledImport();
    const deferred = deferModule(importModule);
    const failed = deferred.load();
    calls[0]?.reject(new Error("chunk unreachable"));
    await expect(failed).rejects.toThrow("chunk unreachable");
    expect(deferred.loaded).toBeNull();
    const retried = deferred.load();
    expect(retried).not.toBe(failed);
    calls[1]?.resolve(MODULE);
    await expect(retried).resolves.toBe(MODULE);
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it("treats an import that resolves without a module (Vite, while the page reloads) as failed", async () => {
    const { importModule, calls } = controlledImport();
    const deferred = deferModule(importModule);
    const failed = deferred.load();
    calls[0]?.resolve(undefined);
    await expect(failed).rejects.toThrow("reloading");
    expect(deferred.loaded).toBeNull();
    deferred.preload();
    expect(importModule).toHaveBeenCalledTimes(2);
  });

  it("preload swallows a failure: no unhandled rejection", async () => {
    const { importModule, calls } = controlledImport();
    const deferred = deferModule(importModule);
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    try {
      deferred.preload();
      calls[0]?.reject(new Error("offline"));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off("unhandledRejection", unhandled);
    }
  });

  it("tells subscribers when the module has loaded, until they unsubscribe", async () => {
    const { importModule, calls } = controlledImport();
    const deferred = deferModule(importModule);
    const kept = vi.fn();
    const dropped = vi.fn();
    deferred.subscribe(kept);
    deferred.subscribe(dropped)();
    const loading = deferred.load();
    expect(kept).not.toHaveBeenCalled();
    calls[0]?.resolve(MODULE);
    await loading;
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });
});
