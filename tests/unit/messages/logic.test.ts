import { describe, expect, it } from 'vitest';
import { ISSUE_CONTENT_MAX, MAX_UPLOAD_BYTES } from '../../../src/lib/contract/service.ts';
import { isStoredFile, readUploadAnswer } from '../../../src/lib/messages/api.ts';
import { checkFile, IMAGE_ACCEPT, percent } from '../../../src/lib/messages/files.ts';
import { checkMessageForm, isMessageForm } from '../../../src/lib/messages/form.ts';

/** The message pages' pure rules: file checks (SPEC §5, §8) and the form (SPEC §3). */

describe('checkFile', () => {
  it('accepts the image extensions of SPEC §5 in any case', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.gif', 'e.jpe', 'f.jpe2']) {
      expect(checkFile({ name, size: 100 }, 0)).toBeNull();
    }
    expect(IMAGE_ACCEPT).toBe('.jpeg,.jpg,.png,.gif,.jpe,.jpe2');
  });
  it('refuses another format, a file over 5 MB and a fifth image', () => {
    expect(checkFile({ name: 'virus.exe', size: 100 }, 0)).toEqual({
      key: 'message.error.format',
      params: { accept: 'jpeg, jpg, png, gif, jpe, jpe2' },
    });
    expect(checkFile({ name: 'noext', size: 100 }, 0)).toMatchObject({
      key: 'message.error.format',
    });
    expect(checkFile({ name: 'big.png', size: MAX_UPLOAD_BYTES + 1 }, 0)).toEqual({
      key: 'message.error.size',
      params: { max: 5 },
    });
    expect(checkFile({ name: 'ok.png', size: MAX_UPLOAD_BYTES }, 0)).toBeNull();
    expect(checkFile({ name: 'fifth.png', size: 10 }, 4)).toEqual({
      key: 'message.error.count',
      params: { count: 4 },
    });
  });
  it('gives the progress as a whole percentage', () => {
    expect(percent(0, 0)).toBe(0);
    expect(percent(1, 3)).toBe(33);
    expect(percent(5, 4)).toBe(100);
  });
});

describe('checkMessageForm', () => {
  const valid = { questionType: 'hotel', content: ' Hello ', contact: 'a@example.com' } as const;
  it('gives the body of issue/info/save, trimmed, with the attachments', () => {
    expect(checkMessageForm(valid, ['11', '12'])).toEqual({
      ok: true,
      body: {
        questionType: 'hotel',
        content: 'Hello',
        contact: 'a@example.com',
        attachmentIds: ['11', '12'],
      },
    });
    expect(checkMessageForm({ ...valid, contact: '+852 9123 4567' }, []).ok).toBe(true);
  });
  it('names the first field in error', () => {
    expect(checkMessageForm({ questionType: '', content: '', contact: '' }, [])).toMatchObject({
      field: 'questionType',
      problem: 'message.error.questionType',
    });
    expect(checkMessageForm({ ...valid, content: '  ' }, [])).toMatchObject({
      field: 'content',
      problem: 'message.error.contentRequired',
    });
    expect(
      checkMessageForm({ ...valid, content: 'x'.repeat(ISSUE_CONTENT_MAX + 1) }, []),
    ).toMatchObject({ field: 'content', problem: 'message.error.contentTooLong' });
    expect(checkMessageForm({ ...valid, contact: '' }, [])).toMatchObject({
      field: 'contact',
      problem: 'message.error.contactRequired',
    });
    expect(checkMessageForm({ ...valid, contact: 'nobody' }, [])).toMatchObject({
      field: 'contact',
      problem: 'message.error.contact',
    });
    expect(checkMessageForm(valid, [], true)).toMatchObject({
      field: 'attachments',
      problem: 'message.error.uploading',
    });
  });
  it('guards what sessionStorage gives back', () => {
    expect(isMessageForm(valid)).toBe(true);
    expect(isMessageForm({ ...valid, questionType: 'spam' })).toBe(false);
    expect(isMessageForm(null)).toBe(false);
  });
});

describe('readUploadAnswer', () => {
  it('reads the stored file or throws the gateway’s message', () => {
    const data = {
      fileId: '7',
      url: 'http://x/f/k.png',
      contentType: 'image/png',
      width: 1,
      height: 1,
      bytes: 10,
    };
    expect(
      readUploadAnswer(200, JSON.stringify({ state: 'success', code: 'OK', msg: '', data })),
    ).toEqual(data);
    expect(() =>
      readUploadAnswer(
        415,
        JSON.stringify({
          state: 'error',
          code: 'UPLOAD_UNSUPPORTED_FORMAT',
          msg: 'Nope',
          data: null,
        }),
      ),
    ).toThrow('Nope');
    expect(() => readUploadAnswer(502, '<html>')).toThrow();
  });
});

describe('isStoredFile', () => {
  const site = 'https://shop.example/cl-odss-app/guest/common/oss/file/';
  it('takes a file right under the object-storage site', () => {
    expect(isStoredFile(`${site}k3y`, site)).toBe(true);
  });
  it('refuses another host, a deeper path and an unknown site: the login token stays home', () => {
    expect(
      isStoredFile('https://elsewhere.example/cl-odss-app/guest/common/oss/file/k', site),
    ).toBe(false);
    expect(isStoredFile(`${site}a/../../user/info/load`, site)).toBe(false);
    expect(isStoredFile(`${site}k3y`, '')).toBe(false);
  });
});
