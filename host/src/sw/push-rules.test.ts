import { isChatNotice } from './push-rules';

describe('a push the service worker receives', () => {
  it('is a conversation notice only with the API tag of a conversation', () => {
    expect(isChatNotice('colabora-chat-42')).toBe(true);
    expect(isChatNotice('colabora-teste')).toBe(false);
    expect(isChatNotice(undefined)).toBe(false);
    expect(isChatNotice('colabora-chat-')).toBe(false);
  });
});
