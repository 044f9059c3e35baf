/**
 * A list the inbox shows beside a conversation or on demand, not in its first paint (the advanced
 * filters' options, quick replies, presence, scheduled messages, a dialog's choices): its hook
 * takes `enabled`, and the inbox passes `useFirstScreenShown()` (issue #25), so on the first visit
 * these requests leave once the conversation is drawn instead of competing with its code. What
 * would move the screen if it arrived later is in its first data instead (routes/first-requests.ts).
 * Other screens load them at once.
 */
export type LoadWhen = { enabled?: boolean };
