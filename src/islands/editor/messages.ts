import type workspace from '../../../locales/zh-TW/workspace.json';
import type { Language } from '../../lib/contract/common.ts';
import { translate, type Messages, type Params } from '../../lib/i18n/translator.ts';

/** The workspace's strings (locales/<lang>/workspace.json), passed by the page. */
export type WorkspaceMessages = Messages<keyof typeof workspace>;
export type Translate = (key: string, params?: Params) => string;

export const workspaceTranslator =
  (locale: Language, messages: WorkspaceMessages): Translate =>
  (key, params) =>
    translate(locale, messages, key, params);
