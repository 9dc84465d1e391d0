// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';
import sharp from 'sharp';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import LeaveMessage from '../../../src/islands/messages/LeaveMessage.tsx';
import MessageList from '../../../src/islands/messages/MessageList.tsx';
import { queryClient } from '../../../src/lib/api/query.ts';
import { $messageFiles, $messageForm, EMPTY_MESSAGE_FORM } from '../../../src/lib/messages/form.ts';
import { $notice } from '../../../src/lib/session/notice.ts';
import { setOssSite } from '../../../src/lib/session/site.ts';
import messages from '../../../locales/en/message.json';
import { resetStores } from '../api/harness.ts';
import { logIn, withRealGateway } from '../orders/support.ts';

/** The message pages against the real gateway: checks, uploads, removal, sending, the list. */

const gateway = withRealGateway();
beforeAll(async () => {
  // Node's own FormData (jsdom's is not one Node's fetch can send)
  const nativeFormData = (
    await new Response('a=1', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }).formData()
  ).constructor;
  let n = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++n}`);
  URL.revokeObjectURL = vi.fn();
  // jsdom's XMLHttpRequest refuses the cross-origin upload: the island falls back to fetch
  // and sends Node's own multipart body
  vi.stubGlobal('XMLHttpRequest', undefined);
  vi.stubGlobal('FormData', nativeFormData);
  // and the files it answers are Node's Blobs
  vi.stubGlobal('Blob', NodeBlob);
});
afterEach(() => {
  cleanup();
  resetStores();
  $messageForm.set(EMPTY_MESSAGE_FORM);
  $messageFiles.set([]);
  setOssSite('');
  queryClient.clear();
  vi.restoreAllMocks();
});

const png = async () =>
  new Uint8Array(
    await sharp({ create: { width: 12, height: 8, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer(),
  );
const choose = (input: HTMLElement, files: File[]) =>
  fireEvent.change(input, { target: { files } });

// Each test registers, logs in and uploads on the real gateway: slow on a busy machine.
describe('leave a message', () => {
  it('checks the form and the files first, then uploads, removes and sends', async () => {
    await logIn(gateway, 'leaver');
    const navigate = vi.fn();
    render(
      <LeaveMessage locale="en" messages={messages} list="/en/user/message" navigate={navigate} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
    await waitFor(() => expect($notice.get()?.text).toBe('Choose the question type'));

    fireEvent.click(screen.getByRole('radio', { name: /hotel/i }));
    fireEvent.input(screen.getByLabelText('Message'), { target: { value: 'Towels please' } });
    expect(screen.getByText('13 / 1000')).toBeInTheDocument();
    const contact = screen.getByLabelText('Contact (e-mail or phone)');
    fireEvent.input(contact, { target: { value: 'nobody' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(contact).toHaveAttribute('aria-invalid', 'true'));
    expect(contact).toHaveFocus();
    expect(contact).toHaveValue('nobody');
    fireEvent.input(contact, { target: { value: 'leaver@example.com' } });

    const input = screen.getByLabelText('Add images');
    choose(input, [new File(['x'], 'virus.exe')]);
    expect($notice.get()?.text).toBe(
      'Unsupported upload format; choose an image of type jpeg, jpg, png, gif, jpe, jpe2',
    );
    choose(input, [new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png')]);
    expect($notice.get()?.text).toBe('The image is too big; each file can be at most 5 MB');

    const bytes = await png();
    choose(input, [
      new NodeFile([bytes], 'one.png') as unknown as File,
      new NodeFile([bytes], 'two.png') as unknown as File,
    ]);
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2), {
      timeout: 10_000,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove image one.png' }));
    expect(screen.getAllByRole('img')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/user/message'));
    expect($notice.get()?.text).toBe('Your message was sent');

    cleanup();
    render(
      <MessageList locale="en" messages={messages} leaveMessage="/en/user/message/leave-message" />,
    );
    const item = (await screen.findByText('Towels please')).closest('li');
    if (!item) throw new Error('no item');
    expect(within(item).getByText('Submitted')).toBeInTheDocument();
    expect(within(item).getByText('leaver@example.com')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(item).getByRole('img', { name: 'Image 1' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
    expect(within(item).getAllByRole('img')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Leave a message' })).toHaveAttribute(
      'href',
      '/en/user/message/leave-message',
    );
  }, 30_000);

  it('shows the gateway’s refusal with a retry, and refuses a fifth image', async () => {
    await logIn(gateway, 'refused');
    render(<LeaveMessage locale="en" messages={messages} list="/en/user/message" />);
    const input = await screen.findByLabelText('Add images');
    const fake = new NodeFile(['<html><script>alert(1)</script></html>'], 'page.png');
    choose(input, [fake as unknown as File]);
    const retry = await screen.findByRole('button', { name: 'Retry page.png' });
    expect($notice.get()?.text).toMatch(/upload/i);
    expect($notice.get()?.text).not.toBe('Upload failed; please try again');
    fireEvent.click(retry);
    await screen.findByRole('button', { name: 'Retry page.png' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove image page.png' }));
    expect(screen.queryByRole('button', { name: 'Retry page.png' })).not.toBeInTheDocument();

    const bytes = await png();
    const five = ['a', 'b', 'c', 'd', 'e'].map(
      (n) => new NodeFile([bytes], `${n}.png`) as unknown as File,
    );
    choose(input, five);
    expect($notice.get()?.text).toBe('Too many images; you can attach at most 4 images');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(4), {
      timeout: 10_000,
    });
  }, 30_000);

  it('keeps an uploaded picture over a reload and sends it through the calls of SPEC §7, in order', async () => {
    await logIn(gateway, 'reloader');
    const calls: string[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      calls.push(new URL(url).pathname.split('/').slice(-1)[0] ?? '');
      return realFetch(input, init);
    });
    const navigate = vi.fn();
    render(<LeaveMessage locale="en" messages={messages} list="/en/user/message" />);
    fireEvent.click(await screen.findByRole('radio', { name: /hotel/i }));
    fireEvent.input(screen.getByLabelText('Message'), { target: { value: 'Late check-out?' } });
    fireEvent.input(screen.getByLabelText('Contact (e-mail or phone)'), {
      target: { value: 'reloader@example.com' },
    });
    choose(screen.getByLabelText('Add images'), [
      new NodeFile([await png()], 'room.png') as unknown as File,
    ]);
    await screen.findByText('Uploaded', undefined, { timeout: 10_000 });

    // the tab reloads: what was typed and the uploaded picture are both there again
    cleanup();
    render(
      <LeaveMessage locale="en" messages={messages} list="/en/user/message" navigate={navigate} />,
    );
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Late check-out?');
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Image 1' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^blob:/),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/user/message'));
    expect($messageFiles.get()).toEqual([]);
    const flow = calls.filter((c) =>
      ['sysOssSite', 'genUploadParam', 'upload', 'uploadSuccess', 'save', 'updateRefId'].includes(
        c,
      ),
    );
    expect(flow).toEqual([
      'sysOssSite',
      'genUploadParam',
      'upload',
      'uploadSuccess',
      'save',
      'updateRefId',
    ]);

    cleanup();
    render(<MessageList locale="en" messages={messages} leaveMessage="/en/x" />);
    const item = (await screen.findByText('Late check-out?')).closest('li');
    if (!item) throw new Error('no item');
    expect(within(item).getAllByRole('img')).toHaveLength(1);
  }, 30_000);

  it('shows the empty list', async () => {
    await logIn(gateway, 'quiet');
    render(<MessageList locale="en" messages={messages} leaveMessage="/en/x" />);
    expect(await screen.findByText('You have not left any message yet.')).toBeInTheDocument();
  });
});
