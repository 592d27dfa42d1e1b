import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { otherTheme, THEME_STORAGE_KEY, type Theme } from "~/domain/theme/theme";
import { writeLocal } from "~/platform/localStore";

interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

// The inline boot script in <head> has already put the right class on <html> before the first
// paint; that class is the source of truth. The prerendered HTML assumes "light", and
// useSyncExternalStore re-renders with the real value straight after hydration.
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentTheme(): Theme {
  return document.documentElement.classList.contains("dark") ? "dark" : "light";
}

function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle("dark", theme === "dark");
  document.documentElement.style.colorScheme = theme;
  writeLocal(THEME_STORAGE_KEY, theme);
  for (const listener of listeners) listener();
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore<Theme>(subscribe, currentTheme, () => "light");
  const value = useMemo(() => ({ theme, toggleTheme: () => setTheme(otherTheme(currentTheme())) }), [theme]);
  return <ThemeContext value={value}>{children}</ThemeContext>;
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext);
  if (!value) throw new Error("useTheme must be used within a ThemeProvider");
  return value;
}
