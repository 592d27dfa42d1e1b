export const LINK_CLASS = "font-medium text-accent underline decoration-1 underline-offset-2 hover:text-accent-strong";
