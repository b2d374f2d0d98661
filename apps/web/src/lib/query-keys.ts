/** Reference data and lists are cached 5 minutes (spec section 9, "List cache duration"). */
export const LIST_STALE_TIME = 5 * 60 * 1000;
