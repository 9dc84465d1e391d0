import { useEffect, useId, useRef, useState } from 'react';
import { useSubmitMutation } from '../useSubmitMutation.ts';
import type { MediaPictureInfo } from '../../lib/contract/editor.ts';
import {
  parseImgLink,
  serializeImgLink,
  type ImgLinkModel,
  type Slide,
} from '../../lib/editor/img-link.ts';
import type { Call } from './Browse.tsx';
import type { Translate } from './messages.ts';
import { EDITOR_ROUTES } from '../../lib/contract/routes.ts';

/**
 * Pictures: a picker of the CMS media (the newest first) with an upload (checked, re-encoded
 * and sized by the gateway), and the editor of infoImgLink in both of its shapes.
 */

interface PickerProps {
  call: Call;
  t: Translate;
  onPick: (path: string) => void;
  onClose: () => void;
}

export function PicturePicker({ call, t, onPick, onClose }: PickerProps) {
  const id = useId();
  const [pictures, setPictures] = useState<MediaPictureInfo[] | null>(null);
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    call<MediaPictureInfo[]>('GET', `${EDITOR_ROUTES.paths.mediaList}?limit=60`).then(
      setPictures,
      (e: Error) => setError(e.message),
    );
  }, [call]);
  const send = useSubmitMutation({
    mutationFn: (file: File) =>
      call<MediaPictureInfo>('POST', EDITOR_ROUTES.paths.mediaUpload, file),
    onSuccess: (stored) => onPick(stored.path),
    onError: (e) => setError(e.message),
  });
  const busy = send.isPending;
  const upload = (file: File | undefined) => {
    if (!file) return;
    setError('');
    send.mutate(file);
  };
  return (
    <div className="ws-picker" role="group" aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} tabIndex={-1} ref={heading}>
        {t('workspace.pictures.pick')}
      </h4>
      <label htmlFor={`${id}-file`}>{t('workspace.pictures.upload')}</label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        disabled={busy}
        onChange={(e) => upload(e.target.files?.[0])}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="ws-muted">
        {t('workspace.pictures.uploadHint')}
      </p>
      {busy && <p role="status">{t('workspace.pictures.uploading')}</p>}
      {error && (
        <p className="ws-error" role="alert">
          {error}
        </p>
      )}
      {pictures === null ? (
        <p role="status">{t('workspace.loading')}</p>
      ) : (
        <ul className="ws-picker__grid">
          {pictures.map((p) => (
            <li key={p.path}>
              <button type="button" className="ws-picker__item" onClick={() => onPick(p.path)}>
                <img src={p.path} alt="" width={96} height={64} loading="lazy" />
                <span>{t('workspace.pictures.size', { width: p.width, height: p.height })}</span>
                <span className="ws-sr">{p.path}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="ui-btn ui-btn--sm ui-btn--quiet" onClick={onClose}>
        {t('workspace.pictures.close')}
      </button>
    </div>
  );
}

interface PictureFieldProps {
  call: Call;
  t: Translate;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** One picture: its address, a thumbnail, and the picker. */
export function PictureField({ call, t, label, value, onChange }: PictureFieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="ws-picture">
      <label htmlFor={id}>{label}</label>
      <div className="ws-row">
        {value.startsWith('/media/') && <img src={value} alt="" width={72} height={48} />}
        <input
          id={id}
          className="ws-input"
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        <button
          type="button"
          className="ui-btn ui-btn--sm"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {t('workspace.pictures.choose')}
        </button>
      </div>
      {open && (
        <PicturePicker
          call={call}
          t={t}
          onPick={(path) => {
            onChange(path);
            setOpen(false);
            document.getElementById(id)?.focus();
          }}
          onClose={() => {
            setOpen(false);
            document.getElementById(id)?.focus();
          }}
        />
      )}
    </div>
  );
}

interface ImgLinkProps {
  call: Call;
  t: Translate;
  value: string;
  onChange: (value: string) => void;
}

/** infoImgLink: none, slides per device (phone "wap", desktop "pc"), or an id → picture map. */
export function ImgLinkField({ call, t, value, onChange }: ImgLinkProps) {
  const id = useId();
  const model = parseImgLink(value);
  const set = (next: ImgLinkModel) => onChange(serializeImgLink(next));
  const shape = model.shape;
  const changeShape = (next: string) => {
    if (next === 'none') set({ shape: 'none' });
    if (next === 'slides') set({ shape: 'slides', wap: [{ img: '', href: '' }], pc: [] });
    if (next === 'map') set({ shape: 'map', entries: [{ key: '1', img: '' }] });
  };
  const slideList = (device: 'wap' | 'pc', list: Slide[]) =>
    model.shape === 'slides' && (
      <fieldset className="ws-fieldset">
        <legend>{t(`workspace.imgLink.${device}`)}</legend>
        {list.map((slide, index) => (
          <div key={index} className="ws-slide">
            <PictureField
              call={call}
              t={t}
              label={t('workspace.imgLink.picture', { n: index + 1 })}
              value={slide.img}
              onChange={(img) =>
                set({ ...model, [device]: list.map((s, i) => (i === index ? { ...s, img } : s)) })
              }
            />
            <label htmlFor={`${id}-${device}-${index}-href`}>
              {t('workspace.imgLink.link', { n: index + 1 })}
            </label>
            <input
              id={`${id}-${device}-${index}-href`}
              className="ws-input"
              value={slide.href}
              onChange={(e) =>
                set({
                  ...model,
                  [device]: list.map((s, i) => (i === index ? { ...s, href: e.target.value } : s)),
                })
              }
            />
            <button
              type="button"
              className="ui-btn ui-btn--sm ui-btn--quiet"
              onClick={() => set({ ...model, [device]: list.filter((_, i) => i !== index) })}
            >
              {t('workspace.imgLink.remove', { n: index + 1 })}
            </button>
          </div>
        ))}
        <button
          type="button"
          className="ui-btn ui-btn--sm"
          onClick={() => set({ ...model, [device]: [...list, { img: '', href: '' }] })}
        >
          {t('workspace.imgLink.add')}
        </button>
      </fieldset>
    );
  return (
    <fieldset className="ws-fieldset">
      <legend>{t('workspace.field.infoImgLink')}</legend>
      <label htmlFor={`${id}-shape`}>{t('workspace.imgLink.shape')}</label>
      <select
        id={`${id}-shape`}
        className="ws-input"
        value={shape}
        onChange={(e) => changeShape(e.target.value)}
        disabled={shape === 'raw'}
      >
        <option value="none">{t('workspace.imgLink.none')}</option>
        <option value="slides">{t('workspace.imgLink.slides')}</option>
        <option value="map">{t('workspace.imgLink.map')}</option>
        {shape === 'raw' && <option value="raw">{t('workspace.imgLink.raw')}</option>}
      </select>
      {model.shape === 'slides' && (
        <>
          {slideList('wap', model.wap)}
          {slideList('pc', model.pc)}
        </>
      )}
      {model.shape === 'map' &&
        model.entries.map((entry, index) => (
          <div key={index} className="ws-slide">
            <label htmlFor={`${id}-key-${index}`}>
              {t('workspace.imgLink.key', { n: index + 1 })}
            </label>
            <input
              id={`${id}-key-${index}`}
              className="ws-input"
              value={entry.key}
              onChange={(e) =>
                set({
                  ...model,
                  entries: model.entries.map((x, i) =>
                    i === index ? { ...x, key: e.target.value } : x,
                  ),
                })
              }
            />
            <PictureField
              call={call}
              t={t}
              label={t('workspace.imgLink.picture', { n: index + 1 })}
              value={entry.img}
              onChange={(img) =>
                set({
                  ...model,
                  entries: model.entries.map((x, i) => (i === index ? { ...x, img } : x)),
                })
              }
            />
          </div>
        ))}
      {model.shape === 'map' && (
        <button
          type="button"
          className="ui-btn ui-btn--sm"
          onClick={() =>
            set({
              ...model,
              entries: [...model.entries, { key: String(model.entries.length + 1), img: '' }],
            })
          }
        >
          {t('workspace.imgLink.add')}
        </button>
      )}
      {model.shape === 'raw' && (
        <>
          <label htmlFor={`${id}-raw`}>{t('workspace.imgLink.raw')}</label>
          <textarea
            id={`${id}-raw`}
            className="ws-input"
            rows={4}
            value={model.text}
            onChange={(e) => onChange(e.target.value)}
          />
        </>
      )}
    </fieldset>
  );
}
