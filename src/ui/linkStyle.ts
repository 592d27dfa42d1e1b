export const LINK_CLASS =
  "font-medium text-indigo-700 underline decoration-1 underline-offset-2 hover:text-indigo-900 dark:text-indigo-300 dark:hover:text-indigo-100";
