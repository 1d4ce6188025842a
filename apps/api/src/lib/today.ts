/** Today's date (YYYY-MM-DD, UTC): the clock the domain rules are given, read in one place. */
export const todayIso = () => new Date().toISOString().slice(0, 10);
