// SPEC §9 'Timing and layout': the call page's clocks, in one place so hooks and tests agree.

/** While the video plays (with a sync config), its time is read this often. */
export const POLL_INTERVAL_MS = 100;
/** After the visitor scrolls a pane by hand, it is left alone this long. */
export const MANUAL_SCROLL_PAUSE_MS = 3000;
/** The chat pane scrolls at most once per this period when it follows the transcript. */
export const CHAT_FOLLOW_LOCK_MS = 300;
/** A deep link seeks this long after the page is ready… */
export const DEEP_LINK_SEEK_DELAY_MS = 100;
/** …scrolls the transcript to its line at this point… */
export const DEEP_LINK_SCROLL_DELAY_MS = 500;
/** …and scrolls the chat this much later again. */
export const DEEP_LINK_CHAT_DELAY_MS = 500;
/** How long the IFrame API may take to load before the page gives up on it and embeds the video plainly. */
export const PLAYER_API_TIMEOUT_MS = 15_000;
