import { messageContentOf, subscribeMessage } from './notifications-socket';

describe('notifications socket messages', () => {
  it('subscribes to the user group', () => {
    expect(JSON.parse(subscribeMessage(7))).toEqual({ type: 'subscribe', group: 'user_7' });
  });

  it.each([
    [JSON.stringify({ message: { message_content: 'New offer' } }), 'New offer'],
    [JSON.stringify({ message: { message_content: '' } }), ''],
    [JSON.stringify({ message: { message_content: 3 } }), null],
    [JSON.stringify({ message: 'text' }), null],
    [JSON.stringify({ type: 'subscribed' }), null],
    ['null', null],
    ['not json', null],
    [new ArrayBuffer(2), null],
  ])('%s carries %o', (data, expected) => {
    expect(messageContentOf(data)).toBe(expected);
  });
});
