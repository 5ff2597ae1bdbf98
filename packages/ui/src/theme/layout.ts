/** The top bar's height: the bar keeps to it, and toasts appear just under it, off its avatar. */
export const TOP_BAR_HEIGHT = '60px';
