/**
 * A list the inbox shows beside a conversation but not in its first paint (filters' options, quick
 * replies, presence, scheduled messages, the channel banner): its hook takes `enabled`, and the
 * inbox passes `useFirstScreenShown()` (issue #25), so on the first visit these requests leave once
 * the conversation is drawn instead of competing with its code. Other screens load them at once.
 */
export type LoadWhen = { enabled?: boolean };
