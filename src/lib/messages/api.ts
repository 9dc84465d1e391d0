import { ISSUE_ROUTES, OSS_ROUTES } from '../contract/routes.ts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api, type ApiClient } from '../api/client.ts';
import { ApiError, CLIENT_ERROR_CODES } from '../api/errors.ts';
import { envelopeSchema } from '../contract/envelope.ts';
import {
  issuePageSchema,
  issueRecordSchema,
  ossSiteSchema,
  issueTypeListSchema,
  uploadPolicySchema,
  uploadResultSchema,
  type IssuePage,
  type IssueRecord,
  type IssueSaveBody,
  type UploadPolicy,
  type UploadResult,
} from '../contract/service.ts';
import { $language } from '../session/language.ts';
import { $ossSite, setOssSite } from '../session/site.ts';

export const MESSAGE_PAGE_SIZE = 10;

export const messageKeys = {
  types: (lang: string) => ['messages', 'types', lang] as const,
  list: (lang: string) => ['messages', 'list', lang] as const,
  file: (url: string) => ['messages', 'file', url] as const,
};

export const issueTypesQuery = (lang: string, client: ApiClient = api) =>
  queryOptions({
    queryKey: messageKeys.types(lang),
    queryFn: ({ signal }) =>
      client.request(ISSUE_ROUTES.paths.typeList, { schema: issueTypeListSchema, signal }),
    select: (types) => [...types].sort((a, b) => a.sort - b.sort),
  });

export const messagesQuery = (lang: string, client: ApiClient = api) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(lang),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      client.request(ISSUE_ROUTES.paths.list, {
        params: { pageNo: pageParam, pageSize: MESSAGE_PAGE_SIZE },
        schema: issuePageSchema,
        signal,
      }),
    getNextPageParam: (last: IssuePage) =>
      last.pageNo * last.pageSize < last.total ? last.pageNo + 1 : undefined,
    staleTime: 0,
  });

/**
 * The object-storage site that stored files are served under (sysOssSite), kept in session
 * storage (SPEC §3): asked once per tab, on the first page that shows or sends a file.
 */
export async function ossSite(client: ApiClient = api): Promise<string> {
  const known = $ossSite.get();
  if (known !== '') return known;
  const { site } = await client.request(OSS_ROUTES.paths.ossSite, { schema: ossSiteSchema });
  setOssSite(site);
  return site;
}

/** The path of a stored file for the API client: its address without the gateway origin. */
export const filePath = (url: string): string => {
  try {
    const u = new URL(url);
    return u.pathname + u.search;
  } catch {
    return url;
  }
};

/** True when `url` is a file of the object-storage site (sysOssSite). */
export const isStoredFile = (url: string, site: string): boolean =>
  site !== '' && url.startsWith(site) && !url.slice(site.length).includes('/');

/**
 * A stored image, fetched with the login token (the file route needs it). Only an address of
 * the object-storage site is asked for: any other address in an answer is refused here.
 */
export const fileQuery = (url: string, client: ApiClient = api) =>
  queryOptions({
    queryKey: messageKeys.file(url),
    queryFn: async ({ signal }) => {
      if (!isStoredFile(url, await ossSite(client))) {
        throw new ApiError({ status: 0, code: CLIENT_ERROR_CODES.invalidResponse, msg: '' });
      }
      return client.blob(filePath(url), { signal });
    },
    staleTime: Infinity,
  });

export const saveMessage = (body: IssueSaveBody, client: ApiClient = api) =>
  client.request(ISSUE_ROUTES.paths.save, { method: 'POST', body, schema: issueRecordSchema });

export const uploadPolicy = (client: ApiClient = api): Promise<UploadPolicy> =>
  client.request(OSS_ROUTES.paths.policy, { schema: uploadPolicySchema });

export const unlinkFile = (fileId: string, client: ApiClient = api) =>
  client.request(OSS_ROUTES.paths.unlink, { method: 'PUT', params: { fileId } });

/** uploadSuccess: tells the gateway the file arrived; answers the stored file. */
export const confirmUpload = (fileId: string, client: ApiClient = api): Promise<UploadResult> =>
  client.request(OSS_ROUTES.paths.uploadSuccess, {
    method: 'PUT',
    params: { fileId },
    schema: uploadResultSchema,
  });

/** updateRefId: links one of the caller's files to one of the caller's messages. */
export const attachFile = (
  fileId: string,
  refId: string,
  client: ApiClient = api,
): Promise<UploadResult> =>
  client.request(OSS_ROUTES.paths.updateRefId, {
    method: 'PUT',
    params: { fileId, refId },
    schema: uploadResultSchema,
  });

/**
 * The upload of one picture as SPEC §7 lists it: a signed policy (genUploadParam), the file to
 * the object storage, then uploadSuccess. Answers the stored file, confirmed.
 */
export async function uploadFile(
  file: File,
  onProgress: (loaded: number, total: number) => void = () => undefined,
  client: ApiClient = api,
): Promise<UploadResult> {
  await ossSite(client);
  const policy = await uploadPolicy(client);
  const stored = await sendFile(policy, file, onProgress);
  return confirmUpload(stored.fileId, client);
}

/**
 * Sends a message with its pictures. The save names them (attachmentIds), so the message and
 * its pictures are stored in one transaction and a message is never kept without them; each
 * link is then confirmed with updateRefId as SPEC §7 lists it (the gateway answers an existing
 * link as it is). A confirmation that fails changes nothing: the save already holds the link.
 */
export async function sendMessage(
  body: IssueSaveBody,
  client: ApiClient = api,
): Promise<IssueRecord> {
  const saved = await saveMessage(body, client);
  await Promise.allSettled(body.attachmentIds.map((id) => attachFile(id, saved.issueId, client)));
  return saved;
}

const uploadEnvelopeSchema = envelopeSchema(uploadResultSchema);

/** Reads the upload's answer: the stored file, or an ApiError with the gateway's message. */
export function readUploadAnswer(status: number, text: string): UploadResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parsed = uploadEnvelopeSchema.safeParse(json);
  if (parsed.success && parsed.data.state === 'success' && status < 400) return parsed.data.data;
  const answer = json as { code?: unknown; msg?: unknown } | undefined;
  throw new ApiError({
    status,
    code: typeof answer?.code === 'string' ? answer.code : CLIENT_ERROR_CODES.invalidResponse,
    msg: typeof answer?.msg === 'string' ? answer.msg : '',
  });
}

/**
 * Sends one file to its policy's upload address (multipart, field `policy.fileField`), with
 * progress when XMLHttpRequest is there. No login header: the signed policy names the user.
 */
export function sendFile(
  policy: UploadPolicy,
  file: File,
  onProgress: (loaded: number, total: number) => void = () => undefined,
): Promise<UploadResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.fields)) form.append(name, value);
  form.append(policy.fileField, file, file.name);
  const headers: Record<string, string> = { 'Accept-Language': $language.get(), ...policy.headers };
  if (typeof XMLHttpRequest === 'undefined') {
    return fetch(policy.uploadUrl, { method: policy.method, body: form, headers }).then(
      async (res) => readUploadAnswer(res.status, await res.text()),
    );
  }
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(policy.method, policy.uploadUrl);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      try {
        resolve(readUploadAnswer(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, code: CLIENT_ERROR_CODES.network, msg: '' }));
    xhr.send(form);
  });
}
