import { describe, expect, it } from 'vitest';
import { decodeNotice, encodeNotice } from '../../../src/modules/live/channel.js';

describe('live notices', () => {
  it('round-trip through the payload', () => {
    const notice = { type: 'message.created', id: 'm1', userIds: ['a', 'b'] };
    expect(decodeNotice(encodeNotice(notice))).toEqual(notice);
  });

  it('drop payloads that are not ours rather than throw', () => {
    for (const payload of [
      '',
      'not json',
      '{}',
      '["x"]',
      '["Bad Type","id",[]]',
      '["ok.type",1,[]]',
      '["ok.type","id",[1]]',
      `["ok.type","${'x'.repeat(65)}",[]]`,
    ])
      expect(decodeNotice(payload)).toBeNull();
  });
});
