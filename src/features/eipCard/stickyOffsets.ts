// The site header is sticky (91 px tall on phones, where its links take a second row; 61 px from sm up), and
// under lg the Jump to menu sticks just below it. A jump or a URL hash must land a section or card below both.
export const JUMP_MENU_TOP = "top-[91px] sm:top-[61px]";
export const ANCHOR_OFFSET = "scroll-mt-40 sm:scroll-mt-32 lg:scroll-mt-24";
